type Tree = { [key: string]: string | Tree };

type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

function mergeInto(target: Tree, source: object): Tree {
  for (const [key, value] of Object.entries(source) as [string, string | Tree][]) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? mergeInto({ ...existing }, value) : value;
  }
  return target;
}

/** A language's whole catalog: its base file with each feature's texts merged in (a feature may add keys inside a shared section). */
export function mergeCatalog<Base extends object, Features extends object[]>(
  base: Base,
  features: Features,
): Base & UnionToIntersection<Features[number]> {
  const merged = features.reduce<Tree>((whole, feature) => mergeInto(whole, feature), { ...(base as unknown as Tree) });
  return merged as unknown as Base & UnionToIntersection<Features[number]>;
}
