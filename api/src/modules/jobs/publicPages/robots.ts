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
    // the signed-in areas of seekers and publishers: their resumes, the talent search, VIP
    'Disallow: /resumes',
    'Disallow: /talent',
    'Disallow: /vip',
    'Disallow: /mqtt',
    'Disallow: /ws',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
