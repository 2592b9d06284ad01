/** `oferta-<productCode>.pdf`, with characters a file system may refuse replaced. */
export function offerPdfFileName(productCode: string): string {
  const safeCode = productCode.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'oferta';
  return `oferta-${safeCode}.pdf`;
}
