// Webpack turns an imported .svg into the URL of the emitted file (asset/resource). Under jest,
// which does not run webpack, such an import resolves to this stand-in URL.
module.exports = '/assets/icons.svg';
