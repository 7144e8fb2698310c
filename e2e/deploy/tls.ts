import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the certificate is kept: made once per install, never committed (node_modules/.cache). */
const DIR = resolve('node_modules', '.cache', 'lookout-tls');

export interface TestCertificate {
  /** Paths of the certificate and its private key, for nginx. */
  certificate: string;
  key: string;
  /** The certificate itself, for Node clients that must trust it (`ca`). */
  pem: Buffer;
  /** The SHA-256 of its public key, base64: Chromium trusts it by this (`trustTestCertificate`). */
  spki: string;
}

/**
 * A self-signed certificate for 127.0.0.1, so the deployment specs and the Lighthouse bench run the
 * nginx template as it ships: HTTPS with HTTP/2. Made with openssl (scripts/ensure-test-tools.mjs
 * installs it where missing), into a folder of its own that is then renamed into place, so two
 * processes making it at once never mix one's key with the other's certificate.
 */
export function testCertificate(): TestCertificate {
  const certificate = join(DIR, 'certificate.pem');
  const key = join(DIR, 'key.pem');
  if (!existsSync(certificate)) {
    mkdirSync(join(DIR, '..'), { recursive: true });
    const making = mkdtempSync(`${DIR}-`);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '3650',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(making, 'key.pem'),
        '-out',
        join(making, 'certificate.pem'),
      ],
      { stdio: 'ignore' },
    );
    try {
      renameSync(making, DIR);
    } catch {
      // Another process put its own in place first: that one is used.
      rmSync(making, { recursive: true, force: true });
    }
  }
  const pem = readFileSync(certificate);
  const spki = createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { certificate, key, pem, spki };
}

/**
 * Chromium's flag that trusts the test certificate as if a CA had signed it: the page is a secure
 * context with no certificate error, so its answers are cached as a person's browser caches them
 * (Chromium keeps nothing it fetched despite an ignored error).
 */
export const trustTestCertificate = () => `--ignore-certificate-errors-spki-list=${testCertificate().spki}`;
