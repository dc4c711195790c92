/** Types of eslint.boundaries.js, for the tests that read the same fences as the lint. */
export interface AreaLayer {
  readonly path: string
  readonly shared: ReadonlyArray<string>
  readonly above?: ReadonlyArray<string>
}
export interface AreaGroup {
  readonly name: string
  readonly layers: ReadonlyArray<AreaLayer>
}
export interface Rank {
  readonly name: string
  readonly paths: ReadonlyArray<string>
}
export interface LayerRanks {
  readonly root: string
  readonly ranks: ReadonlyArray<Rank>
}
export interface Zone {
  readonly target: string
  readonly from: string | ReadonlyArray<string>
  readonly except?: ReadonlyArray<string>
  readonly message: string
}
export declare const areaGroups: ReadonlyArray<AreaGroup>
export declare const areasOf: (layer: AreaLayer) => ReadonlyArray<string>
export declare const builtUpon: ReadonlyArray<string>
export declare const areaZones: () => ReadonlyArray<Zone>
export declare const sharedZones: () => ReadonlyArray<Zone>
export declare const layerRanks: ReadonlyArray<LayerRanks>
export declare const rankPaths: (layered: LayerRanks, rank: Rank) => ReadonlyArray<string>
export declare const unranked: (layered: LayerRanks) => ReadonlyArray<string>
export declare const rankOf: (layered: LayerRanks, file: string) => number | undefined
