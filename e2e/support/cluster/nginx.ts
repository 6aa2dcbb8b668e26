import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where Debian's package puts nginx, and the PATH. */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary; missing, a loud error that says how to install it. */
export function findNginx(): string {
  const fromPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  const found = [process.env.NGINX_PATH, fromPath, ...NGINX_CANDIDATES].find((p): p is string => Boolean(p && fs.existsSync(p)));
  if (!found) throw new Error('nginx is not installed: the scale-out test runs the API behind it. Install it (apt-get install -y nginx) or set NGINX_PATH.');
  return found;
}

export interface TBalancerOptions {
  /** Where the config, the pid file, the error log and nginx's temporary files go. */
  dir: string;
  /** The balanced address: every API process, round-robin. */
  port: number;
  upstreamPorts: number[];
  /** A second listener that reaches the first API process only (the one-process throughput figure). */
  singlePort: number;
}

/**
 * The test's balancer: docs/deploy/nginx.conf's proxying (round-robin, no sticky sessions, the
 * client's address in X-Forwarded-For), as an unprivileged foreground process with everything
 * in `dir`. Each answer names the process that gave it (X-Upstream), so tests can tell them apart.
 */
export function writeNginxConfig({ dir, port, upstreamPorts, singlePort }: TBalancerOptions): string {
  const temp = (name: string) => {
    const folder = path.join(dir, name);
    fs.mkdirSync(folder, { recursive: true });
    // Run as root, nginx's workers drop to an unprivileged user that must write here.
    fs.chmodSync(folder, 0o777);
    return folder;
  };
  const proxying = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_read_timeout 120s;
      client_max_body_size 0;
      add_header X-Upstream $upstream_addr always;`;
  const config = `
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream procura_api {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  upstream procura_api_single {
    server 127.0.0.1:${upstreamPorts[0]};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://procura_api;${proxying}
    }
  }
  server {
    listen 127.0.0.1:${singlePort};
    location / {
      proxy_pass http://procura_api_single;${proxying}
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  return file;
}

/** nginx in the foreground (`daemon off`), a child of this process; its config checked first. */
export function startNginx(binary: string, configFile: string, dir: string): ChildProcess {
  const errorLog = path.join(dir, 'error.log');
  const check = spawnSync(binary, ['-t', '-q', '-e', errorLog, '-p', dir, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its config: ${check.stderr}`);
  return spawn(binary, ['-e', errorLog, '-p', dir, '-c', configFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
