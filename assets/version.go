package assets

// Version is the app's version, as FyneApp.toml gives it (a test keeps the
// two the same): the About box shows it when the build carries no
// metadata of its own.
const Version = "0.1.0"
