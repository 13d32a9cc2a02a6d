/** A folder written again each build: what the last build published and did not change is linked, not written. */
import { execFile } from 'node:child_process';
import { mkdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadFolderRecord, saveFolderRecord, writeFolder } from '../../../src/lib/linkedFolder.ts';
import { folderPerTest } from '../tempFolder.ts';

const dir = folderPerTest('linked-folder-');
const bytes = (text: string) => new TextEncoder().encode(text);
const inode = async (file: string) => (await stat(file)).ino;
const run = promisify(execFile);

describe('writeFolder', () => {
  it('links the files whose bytes the last build published, writes the others', async () => {
    const last = join(dir(), 'dist/idx/a');
    const first = await writeFolder(
      last,
      new Map([
        ['t/1.bin', bytes('one')],
        ['t/2.bin', bytes('two')],
        ['c/9.bin', bytes('card')],
      ]),
      'a',
    );
    expect(first.linked).toBe(0);

    const next = join(dir(), 'staging/idx/b');
    const files = new Map([
      ['t/1.bin', bytes('one')],
      ['t/2.bin', bytes('TWO')],
      ['c/9.bin', bytes('card')],
      ['c/10.bin', bytes('new card')],
    ]);
    const second = await writeFolder(next, files, 'b', { dir: last, files: first.record.files });

    expect(second.linked).toBe(2);
    for (const [path, content] of files)
      expect(await readFile(join(next, path))).toEqual(Buffer.from(content));
    expect(await inode(join(next, 't/1.bin'))).toBe(await inode(join(last, 't/1.bin')));
    expect(await inode(join(next, 't/2.bin'))).not.toBe(await inode(join(last, 't/2.bin')));
    expect(second.record.label).toBe('b');
    expect([...second.record.files.keys()].sort()).toEqual([...files.keys()].sort());
  });

  it('writes a published file again when it was changed or is gone since the last build recorded it', async () => {
    const last = join(dir(), 'dist/idx/a');
    const files = new Map([
      ['t/1.bin', bytes('one')],
      ['t/2.bin', bytes('two')],
    ]);
    const first = await writeFolder(last, files, 'a');
    // Rewritten in place with the same length, as a tool working on the published folder might.
    await writeFile(join(last, 't/1.bin'), 'ONE');
    await utimes(join(last, 't/1.bin'), new Date(), new Date(Date.now() + 5000));

    const next = join(dir(), 'staging/idx/b');
    const second = await writeFolder(next, files, 'b', { dir: last, files: first.record.files });
    expect(second.linked).toBe(1);
    expect(await readFile(join(next, 't/1.bin'), 'utf8')).toBe('one');

    const elsewhere = join(dir(), 'staging/idx/c');
    const third = await writeFolder(elsewhere, files, 'c', {
      dir: join(dir(), 'gone'),
      files: first.record.files,
    });
    expect(third.linked).toBe(0);
    expect(await readFile(join(elsewhere, 't/2.bin'), 'utf8')).toBe('two');
  });

  it("links a published folder restored as the deploy workflow's cache restores it (GNU tar --posix)", async () => {
    const last = join(dir(), 'runner-1/dist/idx/a');
    const files = new Map([
      ['t/1.bin', bytes('one')],
      ['c/9.bin', bytes('card')],
    ]);
    const first = await writeFolder(last, files, 'a');
    // actions/cache: `tar --posix -cf … -P -C <workspace> --files-from manifest.txt`, then `tar -xf`.
    const archive = join(dir(), 'cache.tar');
    const restored = join(dir(), 'runner-2');
    await mkdir(restored);
    await writeFile(join(dir(), 'manifest.txt'), 'dist\n');
    await run(
      'tar',
      ['--posix', '-cf', archive, '-P', '-C', join(dir(), 'runner-1'), '--files-from', 'manifest.txt'],
      {
        cwd: dir(),
      },
    );
    await run('tar', ['-xf', archive, '-P', '-C', restored]);
    const published = join(restored, 'dist/idx/a');
    expect(await inode(join(published, 't/1.bin'))).not.toBe(await inode(join(last, 't/1.bin')));

    const next = join(restored, 'staging/idx/b');
    const second = await writeFolder(next, files, 'b', { dir: published, files: first.record.files });
    expect(second.linked).toBe(2);
    expect(await inode(join(next, 'c/9.bin'))).toBe(await inode(join(published, 'c/9.bin')));
  });
});

describe('the folder record', () => {
  it('is read back as saved, and as none when cut off', async () => {
    const written = await writeFolder(join(dir(), 'a'), new Map([['x.bin', bytes('x')]]), 'a');
    const file = join(dir(), 'record.bin');
    await saveFolderRecord(file, written.record);
    expect(await loadFolderRecord(file)).toEqual(written.record);

    const whole = await readFile(file);
    await writeFile(file, whole.subarray(0, whole.length - 3));
    expect(await loadFolderRecord(file)).toBeUndefined();
    expect(await loadFolderRecord(join(dir(), 'none.bin'))).toBeUndefined();
  });
});
