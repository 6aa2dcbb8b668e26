import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';

/*
 * pdfmake as every PDF the server draws uses it: its own Roboto files, no browser, no network.
 * A document never fetches anything: no URLs, and no files but the fonts.
 */

const require = createRequire(import.meta.url);
const ROBOTO_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONT_FILES = {
  normal: path.join(ROBOTO_DIR, 'Roboto-Regular.ttf'),
  bold: path.join(ROBOTO_DIR, 'Roboto-Medium.ttf'),
  italics: path.join(ROBOTO_DIR, 'Roboto-Italic.ttf'),
  bolditalics: path.join(ROBOTO_DIR, 'Roboto-MediumItalic.ttf'),
};
pdfmake.setFonts({ Roboto: FONT_FILES });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => Object.values(FONT_FILES).includes(path.resolve(file)));

export { pdfmake };
