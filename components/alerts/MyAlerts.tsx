'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { alertFrequencies, type AlertFrequency } from '@/lib/alerts/constants';
import { changeRefusal, followedHref, followedName, linkRefusal, manageTokenOf, myAlertsOf, type LinkRefusal, type MyAlert, type MyAlertsAnswer } from '@/lib/alerts/my-alerts';
import type { EditionId } from '@/lib/editions';
import { changeAlert, confirmAlerts, forgetAddress, readMyAlerts, removeAlert, removeAllAlerts, type ApiAnswer } from './alerts-api';
import styles from './MyAlerts.module.css';
import { StopAlert } from './StopAlert';

/** The longest token a mail's link carries; anything longer is no link of ours. */
const TOKEN_MAX = 2000;

/** What the confirmation link came to. */
type Confirmation = { status: 'confirming' } | { status: 'confirmed' } | { status: 'refused'; why: LinkRefusal } | { status: 'network' };

/** What the manage link came to. */
type Listing =
  | { status: 'loading' }
  | { status: 'shown'; answer: MyAlertsAnswer }
  | { status: 'refused'; why: LinkRefusal }
  | { status: 'network' }
  | { status: 'forgotten' };

/** The last change's outcome, told in the live region above the list. */
type Notice = { tone: 'done' | 'problem'; text: string } | null;

/** Which irreversible step is waiting for its confirmation. */
type Asking = 'removeAll' | 'forget' | null;

const tokenOf = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim() ?? '';
  return value.length <= TOKEN_MAX ? value : '';
};

const succeeded = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300;

/** The page's address never changes under it: nothing to subscribe to. */
const unchanging = () => () => {};

/** What the confirmation link came to, and the manage token the API gave with it (empty when none). */
async function confirmOutcome(edition: EditionId, token: string): Promise<{ confirmation: Confirmation; manage: string }> {
  let answer: ApiAnswer;
  try {
    answer = await confirmAlerts(edition, token);
  } catch {
    return { confirmation: { status: 'network' }, manage: '' };
  }
  if (!succeeded(answer)) return { confirmation: { status: 'refused', why: linkRefusal(answer.status, answer.body) }, manage: '' };
  return { confirmation: { status: 'confirmed' }, manage: manageTokenOf(answer.body) };
}

/** What the manage link came to: the address's alerts, or why not. */
async function listOutcome(edition: EditionId, token: string): Promise<Listing> {
  let answer: ApiAnswer;
  try {
    answer = await readMyAlerts(edition, token);
  } catch {
    return { status: 'network' };
  }
  if (!succeeded(answer)) return { status: 'refused', why: linkRefusal(answer.status, answer.body) };
  const list = myAlertsOf(answer.body);
  return list ? { status: 'shown', answer: list } : { status: 'refused', why: 'failed' };
}

/**
 * "Mes alertes" / "Mijn meldingen". The page is the same for everybody (cached); the links of the alerts' mails
 * bring their tokens in the address, read here in the browser: `?confirm=` confirms the address, `?token=` lists
 * what it follows, each with its frequency, a pause and a removal, then "remove all" and "forget my address".
 * Without a token it tells what the page is and where its link is.
 */
export function MyAlerts({ edition, searchHref }: { edition: EditionId; searchHref: string }) {
  const t = useTranslations('alerts.page');
  // The tokens are in the address the mail opened, read in the browser only (null on the server and while the page
  // hydrates), so that the page itself stays the same for every visitor.
  const search = useSyncExternalStore(unchanging, () => window.location.search, () => null);
  const tokens = useMemo(() => {
    if (search === null) return null;
    const params = new URLSearchParams(search);
    return { confirm: tokenOf(params, 'confirm'), manage: tokenOf(params, 'token'), unsubscribe: tokenOf(params, 'unsubscribe') };
  }, [search]);
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: 'confirming' });
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  // The confirmation's answer carries the address's manage token: the list follows the confirmation at once.
  const [givenManage, setGivenManage] = useState('');
  const manage = tokens?.manage || givenManage;

  /**
   * The address is confirmed before its alerts are read, so the list then says "confirmed"; a confirmation answers
   * the manage token too, and the list follows it at once. Each answer is shown as it arrives.
   */
  const confirmThenList = useCallback(
    (confirmToken: string, manageToken: string): Promise<void> =>
      (confirmToken ? confirmOutcome(edition, confirmToken) : Promise.resolve(null)).then((confirmed) => {
        if (confirmed) setConfirmation(confirmed.confirmation);
        const listWith = manageToken || confirmed?.manage || '';
        if (!listWith) return;
        if (!manageToken) setGivenManage(listWith);
        return listOutcome(edition, listWith).then(setListing);
      }),
    [edition],
  );

  useEffect(() => {
    if (tokens) void confirmThenList(tokens.confirm, tokens.manage);
  }, [tokens, confirmThenList]);

  const retryConfirm = () => {
    setConfirmation({ status: 'confirming' });
    setListing({ status: 'loading' });
    void confirmThenList(tokens?.confirm ?? '', manage);
  };
  const retryLoad = () => {
    setListing({ status: 'loading' });
    void listOutcome(edition, manage).then(setListing);
  };

  if (!tokens) {
    return (
      <noscript>
        <p className={styles.notice}>{t('noScript')}</p>
        <About searchHref={searchHref} />
      </noscript>
    );
  }

  return (
    <div className={styles.page}>
      {tokens.unsubscribe && <StopAlert edition={edition} token={tokens.unsubscribe} />}
      {tokens.confirm && <ConfirmationView confirmation={confirmation} searchHref={searchHref} onRetry={retryConfirm} />}
      {manage && listing.status === 'loading' && (
        <p className={styles.progress} role="status">
          {t('loading')}
        </p>
      )}
      {listing.status === 'refused' && <LinkProblem why={listing.why} kind="manage" searchHref={searchHref} onRetry={retryLoad} />}
      {listing.status === 'network' && <Problem title={t('network')} onRetry={retryLoad} />}
      {listing.status === 'forgotten' && (
        <Box tone="done" role="status" title={t('forgottenTitle')} focus>
          <p>{t('forgottenBody')}</p>
        </Box>
      )}
      {listing.status === 'shown' && (
        <AlertList
          edition={edition}
          token={manage}
          answer={listing.answer}
          onRefused={(why) => setListing({ status: 'refused', why })}
          onForgotten={() => setListing({ status: 'forgotten' })}
        />
      )}
      {!tokens.confirm && !tokens.manage && !tokens.unsubscribe && <About searchHref={searchHref} />}
    </div>
  );
}

/** What the page is for, and where its link is: for a visitor who came without one. */
function About({ searchHref }: { searchHref: string }) {
  const t = useTranslations('alerts.page');
  return (
    <div className={styles.about}>
      <section aria-labelledby="alerts-about">
        <h2 id="alerts-about">{t('aboutTitle')}</h2>
        <p>{t('about')}</p>
      </section>
      <section aria-labelledby="alerts-link">
        <h2 id="alerts-link">{t('linkTitle')}</h2>
        <p>{t('linkBody')}</p>
      </section>
      <p>
        <a href={searchHref} className="button">
          {t('start')}
        </a>
      </p>
    </div>
  );
}

/** The confirmation link's outcome, above anything else. */
function ConfirmationView({ confirmation, searchHref, onRetry }: { confirmation: Confirmation; searchHref: string; onRetry: () => void }) {
  const t = useTranslations('alerts.page');
  switch (confirmation.status) {
    case 'confirming':
      return (
        <p className={styles.progress} role="status">
          {t('confirming')}
        </p>
      );
    case 'confirmed':
      return (
        <Box tone="done" role="status" title={t('confirmedTitle')} focus>
          <p>{t('confirmedBody')}</p>
        </Box>
      );
    case 'network':
      return <Problem title={t('network')} onRetry={onRetry} />;
    case 'refused':
      return <LinkProblem why={confirmation.why} kind="confirm" searchHref={searchHref} onRetry={onRetry} />;
  }
}

/** A link the API refused: expired or invalid (with the way to follow again), or a failure worth another try. */
function LinkProblem({ why, kind, searchHref, onRetry }: { why: LinkRefusal; kind: 'confirm' | 'manage'; searchHref: string; onRetry: () => void }) {
  const t = useTranslations('alerts.page');
  if (why === 'failed') return <Problem title={t('failed')} onRetry={onRetry} />;
  const words =
    kind === 'confirm'
      ? why === 'expired'
        ? { title: t('confirmExpiredTitle'), body: t('confirmExpiredBody') }
        : { title: t('confirmInvalidTitle'), body: t('confirmInvalidBody') }
      : why === 'expired'
        ? { title: t('expiredTitle'), body: t('expiredBody') }
        : { title: t('invalidTitle'), body: t('invalidBody') };
  return (
    <Box tone="problem" role="alert" title={words.title}>
      <p>{words.body}</p>
      <p>
        <a href={searchHref}>{t('start')}</a>
      </p>
    </Box>
  );
}

/** A failure on the way (network, server): what happened and a button to try again. */
function Problem({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = useTranslations('alerts.page');
  return (
    <div className={`${styles.box} ${styles.problem}`} role="alert">
      <p>{title}</p>
      <button type="button" className={styles.secondary} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** A framed message with its heading; focused when it replaces what the visitor was acting on. */
function Box({ tone, role, title, focus, children }: { tone: 'done' | 'problem'; role: 'status' | 'alert'; title: string; focus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} role={role} className={`${styles.box} ${tone === 'done' ? styles.done : styles.problem}`}>
      <h2>{title}</h2>
      {children}
    </div>
  );
}

interface AlertListProps {
  edition: EditionId;
  token: string;
  answer: MyAlertsAnswer;
  onRefused: (why: LinkRefusal) => void;
  onForgotten: () => void;
}

/** The address's alerts and what can be done with them; each change is sent at once and told in the live region. */
function AlertList({ edition, token, answer, onRefused, onForgotten }: AlertListProps) {
  const t = useTranslations('alerts.page');
  const [alerts, setAlerts] = useState<MyAlert[]>(answer.alerts);
  const [busy, setBusy] = useState<ReadonlySet<number | 'all'>>(new Set());
  const [notice, setNotice] = useState<Notice>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const nameOf = (alert: MyAlert) => (alert.kind === 'query' ? t('queryName', { query: followedName(alert) }) : followedName(alert));

  const mark = (key: number | 'all', on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  /** Sends one change; the answer decides: done, the link refused (the whole page says so), or a failure told here. */
  async function run(key: number | 'all', send: () => Promise<ApiAnswer>, onDone: () => void, onGone?: () => void): Promise<boolean> {
    mark(key, true);
    setNotice(null);
    let reply: ApiAnswer;
    try {
      reply = await send();
    } catch {
      mark(key, false);
      setNotice({ tone: 'problem', text: t('network') });
      return false;
    }
    mark(key, false);
    if (succeeded(reply)) {
      onDone();
      return true;
    }
    const why = changeRefusal(reply.status, reply.body);
    if (why !== 'failed') {
      onRefused(why);
      return false;
    }
    // An alert already removed (from a mail's one-click link, another tab) is simply no longer listed.
    if (reply.status === 404 && onGone) {
      onGone();
      return true;
    }
    setNotice({ tone: 'problem', text: t('failed') });
    return false;
  }

  const replace = (id: number, change: Partial<MyAlert>) => setAlerts((list) => list.map((alert) => (alert.id === id ? { ...alert, ...change } : alert)));
  const drop = (id: number) => setAlerts((list) => list.filter((alert) => alert.id !== id));
  const focusNotice = () => requestAnimationFrame(() => noticeRef.current?.focus());

  // A change shows at once; a refused one is put back as it was.
  const setFrequency = async (alert: MyAlert, frequency: AlertFrequency) => {
    replace(alert.id, { frequency });
    const ok = await run(alert.id, () => changeAlert(edition, token, alert.id, { frequency }), () => setNotice({ tone: 'done', text: t('saved') }), () => drop(alert.id));
    if (!ok) replace(alert.id, { frequency: alert.frequency });
  };

  const togglePause = async (alert: MyAlert) => {
    const paused = !alert.paused;
    replace(alert.id, { paused });
    const ok = await run(alert.id, () => changeAlert(edition, token, alert.id, { paused }), () => setNotice({ tone: 'done', text: t('saved') }), () => drop(alert.id));
    if (!ok) replace(alert.id, { paused: alert.paused });
  };

  const remove = async (alert: MyAlert) => {
    const done = () => {
      drop(alert.id);
      setNotice({ tone: 'done', text: t('removed', { name: nameOf(alert) }) });
      // Its buttons are gone: the visitor goes on from the message that says so.
      focusNotice();
    };
    await run(alert.id, () => removeAlert(edition, token, alert.id), done, done);
  };

  const removeAll = async () => {
    const ok = await run('all', () => removeAllAlerts(edition, token), () => {
      setAlerts([]);
      setNotice({ tone: 'done', text: t('removedAll') });
    });
    setAsking(null);
    if (ok) focusNotice();
  };

  const forget = async () => {
    const ok = await run('all', () => forgetAddress(edition, token), onForgotten);
    if (!ok) setAsking(null);
  };

  const everything = busy.has('all');
  return (
    <>
      <section aria-labelledby="alerts-list" className={styles.listSection}>
        <h2 id="alerts-list">{t('listTitle')}</h2>
        <p className={styles.address}>{t('listFor', { email: answer.email })}</p>
        {answer.status === 'pending' && <p className={styles.pending}>{t('pending')}</p>}
        {/* Two live regions that stay in the page, so that each message is read out as it arrives. */}
        <div ref={notice?.tone === 'done' ? noticeRef : undefined} tabIndex={-1} role="status" className={notice?.tone === 'done' ? styles.notice : styles.quiet}>
          {notice?.tone === 'done' ? notice.text : null}
        </div>
        <div ref={notice?.tone === 'problem' ? noticeRef : undefined} tabIndex={-1} role="alert" className={notice?.tone === 'problem' ? `${styles.notice} ${styles.noticeProblem}` : styles.quiet}>
          {notice?.tone === 'problem' ? notice.text : null}
        </div>
        {alerts.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.list}>
            {alerts.map((alert) => (
              <AlertRow key={alert.id} edition={edition} alert={alert} name={nameOf(alert)} busy={busy.has(alert.id) || everything} onFrequency={setFrequency} onPause={togglePause} onRemove={remove} />
            ))}
          </ul>
        )}
        {alerts.length > 0 && (
          <Irreversible
            id="alerts-remove-all"
            open={asking === 'removeAll'}
            busy={everything}
            label={t('removeAll')}
            question={t('removeAllAsk')}
            confirm={t('removeAllConfirm')}
            onOpen={() => setAsking('removeAll')}
            onCancel={() => setAsking(null)}
            onConfirm={() => void removeAll()}
          />
        )}
      </section>
      <section aria-labelledby="alerts-forget" className={styles.forget}>
        <h2 id="alerts-forget">{t('forgetTitle')}</h2>
        <p>{t('forgetBody')}</p>
        <Irreversible
          id="alerts-forget-step"
          open={asking === 'forget'}
          busy={everything}
          label={t('forget')}
          question={t('forgetAsk')}
          confirm={t('forgetConfirm')}
          onOpen={() => setAsking('forget')}
          onCancel={() => setAsking(null)}
          onConfirm={() => void forget()}
        />
      </section>
    </>
  );
}

interface AlertRowProps {
  edition: EditionId;
  alert: MyAlert;
  name: string;
  busy: boolean;
  onFrequency: (alert: MyAlert, frequency: AlertFrequency) => void;
  onPause: (alert: MyAlert) => void;
  onRemove: (alert: MyAlert) => void;
}

/** One followed thing: what it is (linked to its page), since when, how often it mails, its pause and its removal. */
function AlertRow({ edition, alert, name, busy, onFrequency, onPause, onRemove }: AlertRowProps) {
  const t = useTranslations('alerts.page');
  const format = useFormatter();
  const href = followedHref(edition, alert);
  const nameId = `alert-${alert.id}-name`;
  const frequencyId = `alert-${alert.id}-frequency`;
  const since = Number.isNaN(Date.parse(alert.created_at)) ? null : format.dateTime(new Date(alert.created_at), { dateStyle: 'long' });
  const kind = alert.kind === 'store' ? t('kindStore') : alert.kind === 'category' ? t('kindCategory') : t('kindQuery');
  // Each control's name carries what it acts on, for a list of buttons read out of context.
  const about = (
    <>
      {' '}
      <span className="visually-hidden">{name}</span>
    </>
  );
  return (
    <li className={`${styles.item} ${alert.paused ? styles.paused : ''}`} aria-busy={busy || undefined}>
      <div className={styles.what}>
        <span className={styles.kind}>{kind}</span>
        <span id={nameId} className={styles.name}>
          {href ? <a href={href}>{name}</a> : name}
        </span>
        <span className={styles.meta}>
          {since && t('since', { date: since })}
          {alert.paused && <span className={styles.badge}>{t('paused')}</span>}
        </span>
      </div>
      <div className={styles.controls}>
        <div className={styles.frequency}>
          <label htmlFor={frequencyId}>
            {t('frequency')}
            {about}
          </label>
          <select id={frequencyId} value={alert.frequency} disabled={busy} onChange={(event) => onFrequency(alert, event.target.value as AlertFrequency)}>
            {alertFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(frequency)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={styles.secondary} disabled={busy} aria-pressed={alert.paused} onClick={() => onPause(alert)}>
          {alert.paused ? t('resume') : t('pause')}
          {about}
        </button>
        <button type="button" className={styles.remove} disabled={busy} onClick={() => onRemove(alert)}>
          {t('remove')}
          {about}
        </button>
      </div>
    </li>
  );
}

interface IrreversibleProps {
  id: string;
  open: boolean;
  busy: boolean;
  label: string;
  question: string;
  confirm: string;
  onOpen: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A step that cannot be undone: its button first asks, and only the second, explicit answer acts. */
function Irreversible({ id, open, busy, label, question, confirm, onOpen, onCancel, onConfirm }: IrreversibleProps) {
  const t = useTranslations('alerts.page');
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    // The question takes focus when it appears, and gives it back to its button when it is put away.
    if (open && !wasOpen.current) confirmRef.current?.focus();
    if (!open && wasOpen.current) openRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!open) {
    return (
      <p className={styles.step}>
        <button ref={openRef} type="button" className={styles.remove} disabled={busy} onClick={onOpen}>
          {label}
        </button>
      </p>
    );
  }
  return (
    <div className={styles.ask} role="group" aria-labelledby={`${id}-question`}>
      <p id={`${id}-question`}>{question}</p>
      <div className={styles.askActions}>
        <button ref={confirmRef} type="button" className={styles.danger} disabled={busy} aria-describedby={`${id}-question`} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
