// Serves build/ with nginx as the production image does, in the foreground: the same server block and the rules the
// build generated beside it (scripts/lib/server-layout.ts maps the image's paths to the local build). The main config
// written here holds only process settings (paths, workers, logs); everything a response depends on is in those files.
// Usage: npm run serve:prod [-- --port 4173 --root build]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn, execSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {SERVER_BLOCK, SERVER_RULES, localServerBlock, rulesDirOf} from './lib/server-layout';

const ROOT = path.resolve(__dirname, '..');
const MODULES_ENABLED = '/etc/nginx/modules-enabled';
const DEBIAN_PREFIX = '/usr/share/nginx';
const {values} = parseArgs({
  options: {port: {type: 'string', default: process.env.PORT ?? '4173'}, root: {type: 'string', default: 'build'}},
});
const siteRoot = path.resolve(ROOT, values.root);
const rulesDir = rulesDirOf(siteRoot);
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

if (!fs.existsSync(path.join(rulesDir, SERVER_RULES))) {
  console.error(
    `${values.root}/ has no server rules in ${path.relative(ROOT, rulesDir)}/: build with \`npm run build\` (it runs scripts/finish-build.ts).`,
  );
  process.exit(1);
}
// Debian's dynamic modules (brotli among them) are enabled in modules-enabled, by paths relative to nginx's
// own prefix; this server runs with a temporary prefix, so load them by absolute path.
const loadModules = (
  fs.existsSync(MODULES_ENABLED) ? fs.readdirSync(MODULES_ENABLED).filter((name) => name.endsWith('.conf')) : []
)
  .map((name) => fs.readFileSync(path.join(MODULES_ENABLED, name), 'utf8').trim())
  .map((line) => line.replace(/^load_module\s+(?!\/)/, `load_module ${DEBIAN_PREFIX}/`));
const hasBrotli = loadModules.some((line) => line.includes('brotli'));

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'skyloom-nginx-'));
for (const dir of ['logs', 'tmp']) fs.mkdirSync(path.join(prefix, dir));
const server = localServerBlock(fs.readFileSync(path.join(ROOT, SERVER_BLOCK), 'utf8'), {
  listen: `127.0.0.1:${values.port}`,
  siteRoot,
  rulesDir,
})
  .split('\n')
  .filter((line) => hasBrotli || !/^\s*brotli/.test(line))
  .join('\n');
const mimeTypes = ['/etc/nginx/mime.types'].find((file) => fs.existsSync(file));
fs.writeFileSync(
  path.join(prefix, 'nginx.conf'),
  `${loadModules.join('\n')}
daemon off;
worker_processes 2;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
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
