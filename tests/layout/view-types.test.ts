import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** For each game, a field of its view that its board reads, renamed in the server's view type. */
const RENAMED = [
  { game: 'carolus-magnus', type: 'CarolusView', field: 'territories' },
  { game: 'king-david', type: 'KdView', field: 'areas' },
  { game: 'lancaster', type: 'LancasterView', field: 'counties' },
  { game: 'princeps-machiavelli', type: 'PMView', field: 'independents' },
  { game: 'senor-de-la-guerra', type: 'SenorView', field: 'zones' },
];

/** `text` with `field` of `export interface <type> { … }` renamed to `<field>Renamed`. */
function renameField(text: string, type: string, field: string): string {
  const start = text.indexOf(`export interface ${type} {`);
  const end = text.indexOf('\n}', start);
  if (start < 0 || end < 0) throw new Error(`no interface ${type}`);
  const body = text.slice(start, end);
  const renamed = body.replace(new RegExp(`^(  ${field})(\\??:)`, 'm'), '$1Renamed$2');
  if (renamed === body) throw new Error(`${type} has no field ${field}`);
  return text.slice(0, start) + renamed + text.slice(end);
}

/**
 * Issue 28: the page reads each game's view through the type the server declares
 * (src/games/<id>/view.ts), so renaming a field there is a type error in the board that reads it.
 * The page's program (web/tsconfig.json) is checked as `npm test` checks it, with the five view
 * types each given a renamed field; nothing is written to disk.
 */
describe('a game’s view type renamed on the server is an error in its board', () => {
  let errors: { file: string; message: string }[];

  beforeAll(() => {
    const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'web/tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    if (!config) throw new Error('web/tsconfig.json cannot be read');
    const changed = new Map(RENAMED.map(({ game, type, field }) => {
      const path = resolve(ROOT, `src/games/${game}/view.ts`);
      return [path, renameField(readFileSync(path, 'utf8'), type, field)];
    }));
    const host = ts.createCompilerHost(config.options);
    const read = host.readFile;
    host.readFile = (file) => changed.get(resolve(file)) ?? read.call(host, file);
    // The boards and what they import (not the pages around them), and only the boards checked: cheaper, and enough.
    const boards = RENAMED.map(({ game }) => resolve(ROOT, `web/src/games/${game}.ts`));
    const ambient = config.fileNames.filter((file) => file.endsWith('.d.ts'));
    const program = ts.createProgram({ rootNames: [...boards, ...ambient], options: config.options, host });
    const pageFiles = program.getSourceFiles().filter((sf) => relative(ROOT, sf.fileName).startsWith('web/src/games/'));
    errors = pageFiles.flatMap((sf) => program.getSemanticDiagnostics(sf)).map((d) => ({
      file: d.file ? relative(ROOT, d.file.fileName) : '',
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
  }, 120_000);

  it.each(RENAMED)('$type.$field renamed: the $game board does not compile', ({ game, field }) => {
    const inBoard = errors.filter((e) => e.file === `web/src/games/${game}.ts` || dirname(e.file) === `web/src/games/${game}`);
    expect(inBoard.some((e) => e.message.includes(`'${field}'`)), JSON.stringify(inBoard.slice(0, 3))).toBe(true);
  });

  it('the errors are in those boards only: the page compiles but for the renamed fields', () => {
    expect(errors.length).toBeGreaterThan(0);
    const inBoards = (file: string) => RENAMED.some(({ game }) => file === `web/src/games/${game}.ts` || file.startsWith(`web/src/games/${game}/`));
    expect(errors.filter((e) => !inBoards(e.file))).toEqual([]);
  });
});
