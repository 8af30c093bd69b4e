import { ContactForm } from '@/components/forms/ContactForm';
import { FormMessages } from '@/components/forms/FormMessages';
import { cmsRoute } from '@/components/pages/cms-route';
import { captchaOf } from '@/lib/third-parties';
import { staticPath } from '@/lib/routing';

const route = cmsRoute('contact', 'contact_us_page', {
  extra: (edition) => (
    <section id="formulaire">
      <FormMessages edition={edition.id} forms={['contact']}>
        <ContactForm edition={edition.id} privacyHref={staticPath(edition.id, 'privacy') ?? '/privacy'} captcha={captchaOf(edition)} />
      </FormMessages>
    </section>
  ),
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
