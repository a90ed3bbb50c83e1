import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A real IMAP server for the tests: Debian's Dovecot (package dovecot-imapd), started on a free
 * port of 127.0.0.1 with a configuration of its own in a temporary directory (maildir there, one
 * static password for any user, no TLS), and stopped after. Run as root (CI), Dovecot's own
 * processes and the mailbox belong to `nobody`; otherwise everything runs as the current user.
 * A machine without Dovecot fails the test with what to install: nothing is skipped.
 */

export const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
export const IMAP_PASSWORD = 'imap-test-password';

export interface Dovecot {
  port: number;
  /** imap://user:password@127.0.0.1:port for a mailbox of that user */
  url(user: string): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Who Dovecot's processes and the mailboxes run as. */
function account() {
  const me = os.userInfo();
  if (me.uid !== 0) {
    const group = execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
    return { user: me.username, group, uid: me.uid, gid: me.gid };
  }
  // Dovecot never opens a mailbox as root
  const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim());
  const group = execFileSync('id', ['-gn', 'nobody'], { encoding: 'utf8' }).trim();
  return { user: 'nobody', group, uid, gid };
}

function config(dir: string, port: number, who: ReturnType<typeof account>): string {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = test-${port}
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
first_valid_uid = 1
default_internal_user = ${who.user}
default_internal_group = ${who.group}
default_login_user = ${who.user}
mail_location = maildir:~/Maildir
passdb {
  driver = static
  args = password=${IMAP_PASSWORD}
}
userdb {
  driver = static
  args = uid=${who.uid} gid=${who.gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`;
}

async function listening(port: number, child: ChildProcess, log: string): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Dovecot exited (${child.exitCode}):\n${tail(log)}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`Dovecot did not listen on ${port} in 20 s:\n${tail(log)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const tail = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-20).join('\n') : '';

export async function startDovecot(): Promise<Dovecot> {
  if (!existsSync(DOVECOT)) {
    throw new Error(
      `IMAP tests need Dovecot at ${DOVECOT}: apt-get install dovecot-imapd (or set DOVECOT_PATH)`,
    );
  }
  const who = account();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dovecot-'));
  for (const sub of ['run', 'state', 'mail']) mkdirSync(path.join(dir, sub));
  // the mail processes run as `who`: they must reach and own the mailboxes
  chmodSync(dir, 0o755);
  chownSync(path.join(dir, 'mail'), who.uid, who.gid);
  const port = await freePort();
  const file = path.join(dir, 'dovecot.conf');
  writeFileSync(file, config(dir, port, who));
  const child = spawn(DOVECOT, ['-F', '-c', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (c) => {
    stderr += c;
  });
  try {
    await listening(port, child, path.join(dir, 'dovecot.log'));
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(err as Error).message}\n${stderr}`);
  }
  return {
    port,
    url: (user) => `imap://${encodeURIComponent(user)}:${IMAP_PASSWORD}@127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
