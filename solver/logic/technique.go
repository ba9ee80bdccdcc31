package logic

import "fmt"

// Technique is a solving technique. The constants name the techniques;
// their order is the ladder's (ladder.go), which alone decides what Next
// tries first.
type Technique uint8

// The techniques.
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
	CageCombination
	CageLocked
	Rule45
	CageHouse
	Rule45Union
	CageSubset
	HouseCombination
	CageContradiction
	KillerChain
	CageBlocker
	KrakenFish
	LongCageBlocker
	numTechniques
)

// ID returns the technique's name as the command line and the message
// catalogues spell it, as "x-wing".
func (t Technique) ID() string {
	if t < numTechniques {
		return rungFor(t).id
	}
	return fmt.Sprintf("technique-%d", uint8(t))
}

// String returns the ID.
func (t Technique) String() string { return t.ID() }

// Level returns the lowest level whose puzzles may need the technique.
func (t Technique) Level() Level { return rungFor(t).level }

// Weight returns the technique's difficulty on the scale of puzzle scores.
func (t Technique) Weight() float64 { return rungFor(t).weight }

// Techniques returns every technique in ladder order, the easiest first:
// the order Next tries them, with those only Find and FindAll answer for
// in their places.
func Techniques() []Technique {
	out := make([]Technique, len(ladderTable))
	for i, r := range ladderTable {
		out[i] = r.t
	}
	return out
}

// Find looks for technique t on b and returns the first instance that makes
// progress, or nil.
func Find(b *Board, t Technique) *Step {
	if t >= numTechniques || !appliesTo(t, b) {
		return nil
	}
	return rungFor(t).first(b).on(b)
}

// FindAll returns every instance of technique t on b that makes progress.
// Techniques whose finder knows only the first instance return that one.
func FindAll(b *Board, t Technique) []*Step {
	if t >= numTechniques || !appliesTo(t, b) {
		return nil
	}
	r := rungFor(t)
	if r.each != nil {
		var all []*Step
		r.each(b, func(s *Step) bool { all = append(all, s.on(b)); return true })
		return all
	}
	if s := r.first(b); s != nil {
		return []*Step{s.on(b)}
	}
	return nil
}
