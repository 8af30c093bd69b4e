// Setup of the `components` vitest project (jsdom): unmount what each test rendered, so tests never see
// each other's DOM (Testing Library only does this by itself when vitest globals are on, and they are off).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
