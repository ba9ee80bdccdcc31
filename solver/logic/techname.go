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

// NameWithArticle returns the technique's name as a hint says it after
// "there is" in the given language: "an X-Wing", "a hidden single" in
// English, the name alone where the language has no articles.
func (t Technique) NameWithArticle(lang string) string {
	c, err := catalogueFor(lang)
	if err != nil {
		return t.ID()
	}
	return c.withArticle(c.name(t))
}
