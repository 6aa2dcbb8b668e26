/** pdfmake 0.3 ships no types: the part the SOW documents use (server build, fonts from files). */
declare module 'pdfmake' {
  interface TPdfFontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }
  interface TPdfOutput {
    getBuffer(): Promise<Buffer>;
  }
  interface TPdfMake {
    setFonts(fonts: Record<string, TPdfFontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: Record<string, unknown>): TPdfOutput;
  }
  const pdfmake: TPdfMake;
  export default pdfmake;
}
