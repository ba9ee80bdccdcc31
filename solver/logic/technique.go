package logic

import "fmt"

// Technique is a solving technique. The constants are in the order Next
// tries them, the easiest first.
type Technique uint8

// The techniques, easiest first.
const (
	FullHouse Technique = iota
	HiddenSingle
	NakedSingle
	LockedCandidates
	LockedPair
	LockedTriple
	NakedPair
	HiddenPair
	NakedTriple
	HiddenTriple
	XWing
	Skyscraper
	TwoStringKite
	EmptyRectangle
	XYWing
	XYZWing
	WWing
	Swordfish
	SimpleColouring
	UniqueRectangle1
	UniqueRectangle2
	UniqueRectangle4
	AvoidableRectangle1
	AvoidableRectangle2
	HiddenRectangle
	NakedQuad
	HiddenQuad
	UniqueRectangle3
	UniqueRectangle5
	UniqueRectangle6
	FinnedXWing
	BUGPlus1
	FinnedSwordfish
	MultiColouring1
	MultiColouring2
	Jellyfish
	FinnedJellyfish
	RemotePairs
	XChain
	XYChain
	SueDeCoq
	ALSXZ
	ALSXYWing
	ALSChain
	DeathBlossom
	AIC
	GroupedAIC
	ALSAIC
	NiceLoop
	GroupedNiceLoop
	ALSNiceLoop
	ForcingChain
	FrankenXWing
	FrankenSwordfish
	FrankenJellyfish
	MutantXWing
	MutantSwordfish
	MutantJellyfish
	TemplateSet
	TemplateDelete
	Guess
	numTechniques
)

// techniqueInfo describes each technique: its name in messages and on the
// command line, its level, and its weight in a puzzle's score.
var techniqueInfo = [numTechniques]struct {
	id     string
	level  Level
	weight float64
}{
	FullHouse:           {"full-house", Easy, 1.0},
	HiddenSingle:        {"hidden-single", Easy, 1.5},
	NakedSingle:         {"naked-single", Easy, 2.3},
	LockedCandidates:    {"locked-candidates", Medium, 2.6},
	LockedPair:          {"locked-pair", Medium, 2.8},
	LockedTriple:        {"locked-triple", Medium, 3.4},
	NakedPair:           {"naked-pair", Medium, 3.0},
	HiddenPair:          {"hidden-pair", Medium, 3.4},
	NakedTriple:         {"naked-triple", Medium, 3.6},
	HiddenTriple:        {"hidden-triple", Medium, 4.0},
	XWing:               {"x-wing", Hard, 4.2},
	Skyscraper:          {"skyscraper", Hard, 4.2},
	TwoStringKite:       {"2-string-kite", Hard, 4.3},
	EmptyRectangle:      {"empty-rectangle", Hard, 4.5},
	XYWing:              {"xy-wing", Hard, 4.4},
	XYZWing:             {"xyz-wing", Hard, 4.6},
	WWing:               {"w-wing", Hard, 4.6},
	Swordfish:           {"swordfish", Hard, 4.6},
	SimpleColouring:     {"simple-colouring", Hard, 4.8},
	UniqueRectangle1:    {"unique-rectangle-1", Hard, 4.5},
	UniqueRectangle2:    {"unique-rectangle-2", Hard, 4.5},
	UniqueRectangle4:    {"unique-rectangle-4", Hard, 4.5},
	HiddenRectangle:     {"hidden-rectangle", Hard, 4.6},
	MultiColouring1:     {"multi-colouring-1", Expert, 5.8},
	MultiColouring2:     {"multi-colouring-2", Expert, 5.8},
	AvoidableRectangle1: {"avoidable-rectangle-1", Hard, 4.5},
	AvoidableRectangle2: {"avoidable-rectangle-2", Hard, 4.6},
	NakedQuad:           {"naked-quad", Hard, 5.0},
	HiddenQuad:          {"hidden-quad", Hard, 5.4},
	UniqueRectangle3:    {"unique-rectangle-3", Hard, 4.6},
	UniqueRectangle5:    {"unique-rectangle-5", Hard, 4.6},
	UniqueRectangle6:    {"unique-rectangle-6", Hard, 4.6},
	FinnedXWing:         {"finned-x-wing", Expert, 5.6},
	BUGPlus1:            {"bug-plus-1", Expert, 5.6},
	FinnedSwordfish:     {"finned-swordfish", Expert, 5.8},
	Jellyfish:           {"jellyfish", Expert, 5.8},
	FinnedJellyfish:     {"finned-jellyfish", Expert, 6.0},
	RemotePairs:         {"remote-pairs", Expert, 6.1},
	XChain:              {"x-chain", Expert, 6.2},
	XYChain:             {"xy-chain", Expert, 6.6},
	SueDeCoq:            {"sue-de-coq", Expert, 5.5},
	ALSXZ:               {"als-xz", Extreme, 6.1},
	ALSXYWing:           {"als-xy-wing", Extreme, 6.3},
	ALSChain:            {"als-chain", Extreme, 6.6},
	DeathBlossom:        {"death-blossom", Extreme, 6.8},
	AIC:                 {"aic", Extreme, 7.0},
	GroupedAIC:          {"grouped-aic", Extreme, 7.2},
	ALSAIC:              {"als-aic", Extreme, 7.4},
	NiceLoop:            {"nice-loop", Extreme, 7.0},
	GroupedNiceLoop:     {"grouped-nice-loop", Extreme, 7.2},
	ALSNiceLoop:         {"als-nice-loop", Extreme, 7.4},
	FrankenXWing:        {"franken-x-wing", Expert, 6.0},
	FrankenSwordfish:    {"franken-swordfish", Expert, 6.2},
	FrankenJellyfish:    {"franken-jellyfish", Expert, 6.4},
	MutantXWing:         {"mutant-x-wing", Extreme, 6.8},
	MutantSwordfish:     {"mutant-swordfish", Extreme, 7.0},
	MutantJellyfish:     {"mutant-jellyfish", Extreme, 7.2},
	TemplateSet:         {"template-set", Extreme, 8.0},
	TemplateDelete:      {"template-delete", Extreme, 8.0},
	ForcingChain:        {"forcing-chain", Extreme, 7.5},
	Guess:               {"guess", Extreme, 11.0}, // beyond the nested forcing chains (10.0 and up)
}

// ID returns the technique's name as the command line and the message
// catalogues spell it, as "x-wing".
func (t Technique) ID() string {
	if t < numTechniques {
		return techniqueInfo[t].id
	}
	return fmt.Sprintf("technique-%d", uint8(t))
}

// String returns the ID.
func (t Technique) String() string { return t.ID() }

// Level returns the lowest level whose puzzles may need the technique.
func (t Technique) Level() Level { return techniqueInfo[t].level }

// Weight returns the technique's difficulty on the scale of puzzle scores.
func (t Technique) Weight() float64 { return techniqueInfo[t].weight }

// Techniques returns every technique, easiest first.
func Techniques() []Technique {
	out := make([]Technique, numTechniques)
	for i := range out {
		out[i] = Technique(i)
	}
	return out
}

// A finder looks for one technique on b and returns the first instance that
// makes progress, or nil.
type finder func(b *Board) *Step

var finders [numTechniques]finder

// register installs the finder of a technique; each technique's file calls
// it from init.
func register(t Technique, f finder) { finders[t] = f }

// Find looks for technique t on b and returns the first instance that makes
// progress, or nil.
func Find(b *Board, t Technique) *Step {
	if t >= numTechniques {
		return nil
	}
	if f := finders[t]; f != nil {
		return f(b)
	}
	var first *Step
	if f := eachFinders[t]; f != nil {
		f(b, func(s *Step) bool { first = s; return false })
	}
	return first
}

// An eachFinder calls visit with every instance of one technique on b that
// makes progress, in the order its finder would return them, until visit
// returns false.
type eachFinder func(b *Board, visit func(*Step) bool)

var eachFinders [numTechniques]eachFinder

// registerBoth installs a technique's finder of every instance and, for
// hot techniques, a first-instance finder that calls it directly, so that
// the visit closure stays on the stack.
func registerBoth(t Technique, first finder, each eachFinder) {
	eachFinders[t] = each
	finders[t] = first
}

// registerEach installs a finder that can list every instance of a
// technique; the technique's finder is then its first instance.
func registerEach(t Technique, f eachFinder) {
	eachFinders[t] = f
	finders[t] = func(b *Board) *Step {
		var first *Step
		f(b, func(s *Step) bool { first = s; return false })
		return first
	}
}

// registerAll installs a finder of every instance of a technique that
// Next need not try, because an earlier technique finds whatever it
// proves; Find and FindAll still answer for it.
func registerAll(t Technique, f eachFinder) { eachFinders[t] = f }

// FindAll returns every instance of technique t on b that makes progress.
// Techniques whose finder knows only the first instance return that one.
func FindAll(b *Board, t Technique) []*Step {
	if t >= numTechniques {
		return nil
	}
	if f := eachFinders[t]; f != nil {
		var all []*Step
		f(b, func(s *Step) bool { all = append(all, s); return true })
		return all
	}
	if s := Find(b, t); s != nil {
		return []*Step{s}
	}
	return nil
}

// hasFinder reports whether technique t has a finder.
func hasFinder(t Technique) bool { return finders[t] != nil || eachFinders[t] != nil }
