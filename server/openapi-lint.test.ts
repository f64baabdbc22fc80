// The API document as standard tools read it: Redocly's recommended rules (redocly.yaml) report nothing,
// and a client typed by openapi-typescript from it compiles.
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';

type Operation = { operationId?: string; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let text: string;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    text = await (await ctx.app.request('/api/openapi.json')).text();
  });
  afterAll(() => ctx.dispose());

  it('passes the recommended lint rules with no error and no warning', async () => {
    const config = await loadConfig({ configPath: 'redocly.yaml' });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)).toEqual([]);
  });

  it('gives every operation a unique operationId and, but for the liveness and readiness checks, a 4xx reply', () => {
    const operations = Object.entries((JSON.parse(text) as Document).paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method} ${path}`, ...op })));
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const without4xx = operations.filter((op) => !Object.keys(op.responses).some((code) => code.startsWith('4'))).map((op) => op.name);
    expect(without4xx).toEqual(['get /api/health', 'get /api/ready']);
  });

  it('types a client with openapi-typescript that compiles', async () => {
    const source = `${astToString(await openapiTS(text))}
export type SignIn = operations['signIn']['requestBody'];
export type ProductPath = paths['/api/products/{product}'];`;
    const host = ts.createCompilerHost({ strict: true, noEmit: true, skipLibCheck: true });
    const readFile = host.readFile.bind(host);
    host.readFile = (name) => (name === 'client.ts' ? source : readFile(name));
    host.fileExists = ((exists) => (name: string) => name === 'client.ts' || exists(name))(host.fileExists.bind(host));
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (name, version) => (name === 'client.ts' ? ts.createSourceFile(name, source, version) : getSourceFile(name, version));
    const program = ts.createProgram(['client.ts'], { strict: true, noEmit: true, skipLibCheck: true }, host);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(source).toContain('signIn: {');
  });
});
