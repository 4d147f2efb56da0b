// For dependency-cruiser only (scripts/depcruise.babel.json): keeps type-only imports and exports as plain ones,
// so that Babel, which reads the .ts files for it (TypeScript 7 has no JavaScript API), leaves them in and an
// import circle made of types counts like any other.
module.exports = () => ({
  name: 'depcruise-keep-types',
  visitor: {
    Program(program) {
      for (const stmt of program.get('body')) {
        const node = stmt.node;
        if (node.type === 'ImportDeclaration') node.importKind = 'value';
        if (node.type === 'ExportNamedDeclaration' && node.source) node.exportKind = 'value';
        if (node.type === 'ExportAllDeclaration') node.exportKind = 'value';
        for (const s of node.specifiers ?? []) {
          if (s.importKind) s.importKind = 'value';
          if (s.exportKind) s.exportKind = 'value';
        }
      }
    },
  },
});
