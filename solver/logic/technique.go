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
	XYWing
	UniqueRectangle1
	XYZWing
	WWing
	Swordfish
	UniqueRectangle2
	UniqueRectangle4
	UniqueRectangle3
	SimpleColouring
	NakedQuad
	HiddenQuad
	EmptyRectangle
	FinnedXWing
	BUGPlus1
	FinnedSwordfish
	Jellyfish
	HiddenRectangle
	FinnedJellyfish
	XChain
	XYChain
	ForcingChain
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
	FullHouse:        {"full-house", Easy, 1.0},
	HiddenSingle:     {"hidden-single", Easy, 1.5},
	NakedSingle:      {"naked-single", Easy, 2.3},
	LockedCandidates: {"locked-candidates", Medium, 2.6},
	LockedPair:       {"locked-pair", Medium, 2.8},
	LockedTriple:     {"locked-triple", Medium, 3.2},
	NakedPair:        {"naked-pair", Medium, 3.0},
	HiddenPair:       {"hidden-pair", Medium, 3.4},
	NakedTriple:      {"naked-triple", Medium, 3.6},
	HiddenTriple:     {"hidden-triple", Medium, 4.0},
	XWing:            {"x-wing", Hard, 4.2},
	Skyscraper:       {"skyscraper", Hard, 4.2},
	TwoStringKite:    {"2-string-kite", Hard, 4.3},
	XYWing:           {"xy-wing", Hard, 4.4},
	XYZWing:          {"xyz-wing", Hard, 4.6},
	WWing:            {"w-wing", Hard, 4.6},
	Swordfish:        {"swordfish", Hard, 4.6},
	SimpleColouring:  {"simple-colouring", Hard, 4.8},
	UniqueRectangle1: {"unique-rectangle-1", Hard, 4.5},
	NakedQuad:        {"naked-quad", Hard, 5.0},
	HiddenQuad:       {"hidden-quad", Hard, 5.4},
	EmptyRectangle:   {"empty-rectangle", Expert, 5.5},
	FinnedXWing:      {"finned-x-wing", Expert, 5.6},
	UniqueRectangle2: {"unique-rectangle-2", Hard, 4.6},
	UniqueRectangle4: {"unique-rectangle-4", Hard, 4.6},
	BUGPlus1:         {"bug-plus-1", Expert, 5.6},
	FinnedSwordfish:  {"finned-swordfish", Expert, 5.8},
	Jellyfish:        {"jellyfish", Expert, 5.8},
	UniqueRectangle3: {"unique-rectangle-3", Hard, 4.7},
	HiddenRectangle:  {"hidden-rectangle", Expert, 5.9},
	FinnedJellyfish:  {"finned-jellyfish", Expert, 6.0},
	XChain:           {"x-chain", Expert, 6.2},
	XYChain:          {"xy-chain", Expert, 6.6},
	ForcingChain:     {"forcing-chain", Extreme, 7.5},
	Guess:            {"guess", Extreme, 9.0},
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
	if t >= numTechniques || finders[t] == nil {
		return nil
	}
	return finders[t](b)
}
