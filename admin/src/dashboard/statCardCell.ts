/** The grid cell of one figure card: four in a row on wide screens, two on tablets, one on phones. */
export const statCardCell = { gridColumn: { xs: 'span 12', sm: 'span 6', lg: 'span 3' } };
