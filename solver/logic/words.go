package logic

// Words fills the message key of the catalogue of lang (see Languages;
// English for any other) with data, the fields its templates read
// ("Unit", "Digit", "Digits", "Cells", "Place", "Elim", "Base", "Cover",
// ...), so that a caller that names its own cells and houses speaks the
// same sentences as Describe: package sized does so for grids of other
// sizes. A key the catalogue lacks, or data its template cannot read,
// gives the data as fmt prints it.
func Words(lang, key string, data any) string {
	c, err := catalogueFor(lang)
	if err != nil {
		return key + ": " + err.Error()
	}
	return c.fill(key, data)
}

// Word returns the catalogue's plain word key in lang, as the separators
// "list" (", ") and "and" (" and "); the key itself when it has none.
func Word(lang, key string) string {
	c, err := catalogueFor(lang)
	if err != nil {
		return key
	}
	if w, ok := c.words[key]; ok {
		return w
	}
	return key
}
