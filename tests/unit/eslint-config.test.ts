import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.mjs, proved on code that breaks them: each import below is linted as if it stood
 * in the named file, and must be refused with a message that says where the thing belongs.
 */
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths' || m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the parsers and the import resolver: seconds on a busy machine.
describe('layer rules', { timeout: 30_000 }, () => {
  it('refuses components/ in lib/ and names lib/api/types as the home of contract types', async () => {
    const errors = await layerErrors('lib/fixture-layer.ts', "import { HomeHero } from '@/components/home/HomeHero';\nexport const x = HomeHero;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lib/api/types/');
  });

  it('refuses app/ in lib/', async () => {
    const errors = await layerErrors('lib/fixture-layer.ts', "import * as page from '@/app/[locale]/page';\nexport const x = page;\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses server/ in a component and in a page, naming the transport', async () => {
    for (const file of ['components/fixture-layer.tsx', 'app/[locale]/fixture-layer/page.tsx']) {
      const errors = await layerErrors(file, "import { api } from '@/server/api';\nexport const x = api;\n");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('lib/api/transport.ts');
    }
  });

  it('refuses server/ in lib/ except in the transport', async () => {
    const code = "export const load = () => import('@/server/api');\n";
    expect(await layerErrors('lib/api/fixture-layer.ts', code)).toHaveLength(1);
    expect(await layerErrors('lib/api/transport.ts', code)).toEqual([]);
  });

  it('refuses server/api in server/db', async () => {
    const errors = await layerErrors('server/db/fixture-layer.ts', "import { api } from '@/server/api';\nexport const x = api;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('server/db');
  });

  it('refuses components/ and React in the backend', async () => {
    const fromUi = await layerErrors('server/api/fixture-layer.ts', "import { HomeHero } from '@/components/home/HomeHero';\nexport const x = HomeHero;\n");
    expect(fromUi).toHaveLength(1);
    const react = await layerErrors('server/api/fixture-layer.ts', "import { useState } from 'react';\nexport const x = useState;\n");
    expect(react).toHaveLength(1);
    expect(react[0]).toContain('components/');
  });

  it('refuses zod itself outside lib/schemas/zod.ts, naming it', async () => {
    const code = "import { z } from 'zod';\nexport const schema = z.string();\n";
    for (const file of ['components/fixture-layer.tsx', 'lib/schemas/fixture-layer.ts', 'server/api/fixture-layer.ts']) {
      const errors = await layerErrors(file, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('lib/schemas/zod');
    }
    expect(await layerErrors('lib/schemas/zod.ts', code)).toEqual([]);
  });

  it('lets a component use lib/ and a page use components/', async () => {
    const code = "import { editionIds } from '@/lib/editions';\nimport { HomeHero } from '@/components/home/HomeHero';\nexport const x = [editionIds, HomeHero];\n";
    expect(await layerErrors('app/[locale]/fixture-layer/page.tsx', code)).toEqual([]);
  });
});
