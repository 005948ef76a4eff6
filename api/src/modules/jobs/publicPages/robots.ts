/**
 * `/robots.txt`: crawlers may read the public portal and are pointed at the sitemap; the back office, the api and the
 * signed-in areas are no business of theirs.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /api/',
    'Disallow: /dashboard/',
    'Disallow: /dashboard',
    'Disallow: /redirect/',
    'Disallow: /mqtt',
    'Disallow: /ws',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
