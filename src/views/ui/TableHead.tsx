/** A plain table's header row: a column header for each label, in order. */
export const TableHead = ({ labels }: { readonly labels: ReadonlyArray<string> }) => (
  <thead>
    <tr>
      {labels.map((label, i) => (
        <th key={i} scope="col">
          {label}
        </th>
      ))}
    </tr>
  </thead>
)
