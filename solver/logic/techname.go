package logic

// Name returns the technique's name for people in the given language (a
// BCP 47 tag, as Describe takes), as "X-Wing"; its ID when the language's
// messages have none.
func (t Technique) Name(lang string) string {
	c, err := catalogueFor(lang)
	if err != nil {
		return t.ID()
	}
	return c.name(t)
}
