/**
 * The deployment guide's files (docs/deploy.md) checked by the tools that read them, where this machine
 * has those tools (Debian: prometheus for promtool, shellcheck); skipped with the reason printed elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const deploy = (folder: string) => fileURLToPath(new URL(`../../deploy/${folder}/`, import.meta.url));

function installed(tool: string): boolean {
  const found = spawnSync('sh', ['-c', `command -v ${tool}`], { timeout: 5_000 }).status === 0;
  if (!found) console.log(`[deploy-files] ${tool} is not installed: its checks are skipped`);
  return found;
}

function run(command: string, args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.skipIf(!installed('promtool'))('the Prometheus files', () => {
  it('are a configuration Prometheus accepts, with its alert rules', () => {
    const checked = run('promtool', ['check', 'config', 'prometheus.yml'], deploy('prometheus'));
    expect(checked.output).toContain('SUCCESS');
    expect(checked.status).toBe(0);
  });

  it('raise the alerts an operator expects on made-up series (alerts.test.yml)', () => {
    const tested = run('promtool', ['test', 'rules', 'alerts.test.yml'], deploy('prometheus'));
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status).toBe(0);
  });
});

describe.skipIf(!installed('shellcheck'))('the backup scripts', () => {
  const scripts = readdirSync(deploy('backup')).filter((name) => name.endsWith('.sh'));

  it.each(scripts)('%s is shellcheck-clean', (script) => {
    const checked = run('shellcheck', [script], deploy('backup'));
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  });
});
