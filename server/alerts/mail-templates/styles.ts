/**
 * The mails' look, inline (mail clients drop style sheets): the site's colours (app/globals.css) on a plain white card,
 * readable in a narrow phone client as in a desktop one.
 */
type Style = React.CSSProperties;

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const colours = { brand: '#0e7490', brandDark: '#155e75', accentDark: '#b45309', ink: '#0f172a', inkSoft: '#475569', line: '#e2e8f0', surfaceAlt: '#f1f5f9' };

export const body: Style = { backgroundColor: colours.surfaceAlt, margin: 0, padding: '24px 0', fontFamily: font, color: colours.ink };
export const card: Style = { backgroundColor: '#ffffff', maxWidth: '600px', margin: '0 auto', padding: '24px', borderRadius: '12px' };
export const logoRow: Style = { paddingBottom: '8px' };
export const heading: Style = { fontSize: '22px', lineHeight: '28px', margin: '8px 0 12px', color: colours.ink };
export const paragraph: Style = { fontSize: '15px', lineHeight: '22px', margin: '0 0 12px', color: colours.ink };
export const button: Style = { backgroundColor: colours.brand, color: '#ffffff', fontSize: '15px', fontWeight: 600, padding: '12px 20px', borderRadius: '8px', textDecoration: 'none' };
export const buttonRow: Style = { padding: '8px 0 16px' };
export const rule: Style = { borderColor: colours.line, margin: '20px 0' };
export const footer: Style = { fontSize: '12px', lineHeight: '18px', color: colours.inkSoft, margin: '0 0 6px' };
export const footerLink: Style = { color: colours.brandDark, textDecoration: 'underline' };

export const sectionTitle: Style = { fontSize: '18px', lineHeight: '24px', margin: '20px 0 8px', color: colours.ink };
export const entry: Style = { borderTop: `1px solid ${colours.line}`, padding: '12px 0' };
export const entryLogoCell: Style = { width: '48px', verticalAlign: 'top', paddingRight: '12px' };
export const entryLogo: Style = { borderRadius: '6px', border: `1px solid ${colours.line}` };
export const entryStore: Style = { fontSize: '12px', lineHeight: '16px', margin: 0, color: colours.inkSoft, textTransform: 'uppercase', letterSpacing: '0.04em' };
export const entryOffer: Style = { fontSize: '16px', lineHeight: '22px', margin: '2px 0 0', fontWeight: 700, color: colours.accentDark };
export const entryTitle: Style = { fontSize: '15px', lineHeight: '21px', margin: '2px 0 4px', color: colours.ink, fontWeight: 600, textDecoration: 'none' };
export const entryFacts: Style = { fontSize: '13px', lineHeight: '18px', margin: 0, color: colours.inkSoft };
export const entryLink: Style = { fontSize: '14px', fontWeight: 600, color: colours.brand, textDecoration: 'none' };
export const more: Style = { fontSize: '14px', margin: '4px 0 0' };
export const sectionFooter: Style = { fontSize: '12px', lineHeight: '18px', margin: '6px 0 0', color: colours.inkSoft };
