// Serves build/ with nginx and the production server block in deploy/nginx, in the foreground.
// Usage: npm run serve:prod [-- --port 4173 --root build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn, execSync} from 'node:child_process';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(__dirname, '..');
const {values} = parseArgs({options: {port: {type: 'string', default: process.env.PORT ?? '4173'}, root: {type: 'string', default: 'build'}}});
const siteRoot = path.resolve(ROOT, values.root);
if (!fs.existsSync(path.join(siteRoot, 'index.html'))) {
  console.error(`No build in ${siteRoot}: run \`npm run build\` first.`);
  process.exit(1);
}

const nginx = ['nginx', '/usr/sbin/nginx'].find((candidate) => {
  try {
    execSync(`command -v ${candidate}`, {stdio: 'ignore', shell: '/bin/sh'});
    return true;
  } catch {
    return false;
  }
});
if (!nginx) {
  console.error('nginx is not installed: `apt-get install -y nginx` (see README).');
  process.exit(1);
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'skyloom-nginx-'));
for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(prefix, dir));
const server = fs
  .readFileSync(path.join(ROOT, 'deploy/nginx/skyloom-docs.conf'), 'utf8')
  .replaceAll('__LISTEN__', `127.0.0.1:${values.port}`)
  .replaceAll('__ROOT__', siteRoot);
const mimeTypes = ['/etc/nginx/mime.types'].find((file) => fs.existsSync(file));
fs.writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `daemon off;
worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  types { application/javascript mjs; text/markdown md; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/tmp/body;
  proxy_temp_path ${prefix}/tmp/proxy;
  fastcgi_temp_path ${prefix}/tmp/fastcgi;
  uwsgi_temp_path ${prefix}/tmp/uwsgi;
  scgi_temp_path ${prefix}/tmp/scgi;
  sendfile on;
  ${server}
}
`,
);

const user = os.userInfo().uid === 0 ? ['-g', 'user root;'] : [];
const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), ...user], {stdio: 'inherit'});
console.log(`Serving ${path.relative(ROOT, siteRoot)}/ at http://127.0.0.1:${values.port}/`);
const stop = () => child.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  fs.rmSync(prefix, {recursive: true, force: true});
  process.exit(code ?? 0);
});
