import { Button, useMessages } from '@cep/ui';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../shell/use-document-title';
import { errorPageMessages } from './messages';

interface ErrorPageProps {
  code: '404' | '401';
  heading: string;
  text: string;
}

/** A full, plain error page: the code, what happened in words, and two ways on. */
function ErrorPage({ code, heading, text }: ErrorPageProps) {
  const t = useMessages(errorPageMessages);
  const navigate = useNavigate();
  useDocumentTitle(code);
  return (
    <section
      aria-labelledby="error-heading"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center"
    >
      <p aria-hidden="true" className="text-6xl font-bold text-primary-text">
        {code}
      </p>
      <h1 id="error-heading" className="text-2xl font-semibold">
        {heading}
      </h1>
      <p className="text-lg">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="primary" size="lg" asChild>
          <Link to="/">{t.home}</Link>
        </Button>
        <Button size="lg" onClick={() => void navigate(-1)}>
          {t.back}
        </Button>
      </div>
    </section>
  );
}

/** `/404` and every unknown path (inside the shell when signed in). */
export function NotFoundPage() {
  const t = useMessages(errorPageMessages);
  return <ErrorPage code="404" heading={t.notFoundHeading} text={t.notFoundText} />;
}

/** `/401`: a page the user's roles do not allow. */
export function UnauthorizedPage() {
  const t = useMessages(errorPageMessages);
  return <ErrorPage code="401" heading={t.unauthorizedHeading} text={t.unauthorizedText} />;
}
