import { configure } from '@testing-library/react';

// findBy… and waitFor wait for the state a test needs; their default cap of 1 s is a speed
// requirement in disguise. A client test's page asks the real server, which on a 2-core machine
// busy with the e2e suite took longer than that (auth-router.server.test.tsx failed so); the
// story tests use the same 10 s cap (.storybook/preview.tsx).
configure({ asyncUtilTimeout: 10_000 });
