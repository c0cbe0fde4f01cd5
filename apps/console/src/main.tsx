import { redirectTarget } from '@cep/auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignInFirst } from './pages/login/sign-in-first';
import { loadApiModule, tokenStore } from './session';
import './app.css';

const root = createRoot(document.getElementById('root')!);

/** The console (router, guard, shell): its own chunk, so the sign-in page does not carry it. */
const loadApp = () => import('./app');

function startConsole() {
  // The console's first act is a request (the session): fetch the API client beside its code, and
  // send the session's (and 首页's) requests as soon as it has run, while the console still loads.
  void loadApiModule().then(({ startEarly }) => startEarly(location.pathname));
  void loadApp().then(({ App, warmStart }) => {
    warmStart(location.pathname);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

if (location.pathname === '/login' && !tokenStore.getToken()) {
  root.render(
    <StrictMode>
      <SignInFirst
        onSignedIn={() => {
          // Where the router's /login would go: the `redirect` query (this app's paths only).
          history.replaceState(null, '', redirectTarget(location.search));
          startConsole();
        }}
      />
    </StrictMode>,
  );
  // Fetch the console's code once the person starts on the form, so signing in does not wait for
  // it — but a visitor who only looks downloads nothing the page does not draw.
  const warm = () => void loadApp();
  for (const event of ['focusin', 'pointerdown', 'keydown'] as const) {
    document.addEventListener(event, warm, { once: true, passive: true });
  }
} else {
  startConsole();
}
