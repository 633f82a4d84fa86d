# Closed-class words: form(s) := type attribute=value …

# determiners
the := det pred=_the_q wh=- num=sg
the := det pred=_the_q wh=- num=pl
a := det pred=_a_q wh=- num=sg
an := det pred=_a_q wh=- num=sg
# … and before a plural a writer uses as a singular ("an alumni of X"), dispreferred to any other reading
a := det pred=_a_q wh=- num=pl weight=-2
an := det pred=_a_q wh=- num=pl weight=-2
all := det pred=_all_q wh=- num=pl
all the := det pred=_all_q wh=- num=pl
every := det pred=_every_q wh=- num=sg
each := det pred=_each_q wh=- num=sg
some := det pred=_some_q wh=- num=pl
some := det pred=_some_q wh=- num=sg
any := det pred=_any_q wh=- num=pl
any := det pred=_any_q wh=- num=sg
no := det pred=_no_q wh=- num=pl
no := det pred=_no_q wh=- num=sg
this := det pred=_this_q_dem wh=- num=sg
that := det pred=_that_q_dem wh=- num=sg
these := det pred=_this_q_dem wh=- num=pl
those := det pred=_that_q_dem wh=- num=pl
which := det pred=_which_q wh=+ num=sg
which := det pred=_which_q wh=+ num=pl
what := det pred=_which_q wh=+ num=sg
what := det pred=_which_q wh=+ num=pl
many := many num=pl
much := many num=sg
my := det_poss pers=1 pnum=sg num=sg
my := det_poss pers=1 pnum=sg num=pl
your := det_poss pers=2 num=sg
your := det_poss pers=2 num=pl
his := det_poss pers=3 pnum=sg num=sg
his := det_poss pers=3 pnum=sg num=pl
her := det_poss pers=3 pnum=sg num=sg
her := det_poss pers=3 pnum=sg num=pl
its := det_poss pers=3 pnum=sg num=sg
its := det_poss pers=3 pnum=sg num=pl
their := det_poss pers=3 pnum=pl num=sg
their := det_poss pers=3 pnum=pl num=pl
whose := det_whose num=sg
whose := det_whose num=pl

# wh pronouns
what := wh_pro pred=thing
# "Which is the capital of X?": "which" without a noun asks for a thing, as "what" does, as the subject
# of a copula only (q_which_copula; elsewhere "which" is a determiner or a relative pronoun)
which := which_pro pred=thing
who := wh_pro pred=person
whom := wh_pro pred=person

# personal pronouns
me := pron pers=1 pnum=sg num=sg
i := pron pers=1 pnum=sg num=sg
us := pron pers=1 pnum=pl num=pl
we := pron pers=1 pnum=pl num=pl
you := pron pers=2 num=sg
he := pron pers=3 pnum=sg num=sg
him := pron pers=3 pnum=sg num=sg
she := pron pers=3 pnum=sg num=sg
her := pron pers=3 pnum=sg num=sg
it := pron pers=3 pnum=sg num=sg
they := pron pers=3 pnum=pl num=pl
them := pron pers=3 pnum=pl num=pl
# emphatic reflexives ("did he direct it himself"): a modifier of the verb that adds no condition
# (grammars/light_words.tsv reads _self_x_emph as vacuous)
himself := adv pred=_self_x_emph
herself := adv pred=_self_x_emph
itself := adv pred=_self_x_emph
themselves := adv pred=_self_x_emph

# copula and auxiliaries
is := be vform=pres tense=pres num=sg
's := be vform=pres tense=pres num=sg
are := be vform=pres tense=pres num=pl
was := be vform=past tense=past num=sg
were := be vform=past tense=past num=pl
be := be vform=bse
been := be vform=psp
being := be vform=prp
do := do tense=pres num=pl
does := do tense=pres num=sg
did := do tense=past
# "do" as a main verb, below the auxiliary: a support verb whose object says the relation ("Who does the
# voice of X?", read as "Who is the voice of X?" by the copula construction, verifier/question/semantics)
do := v_np vform=bse pred=_do_v_1 weight=-1
do := v_np vform=pres tense=pres pred=_do_v_1 weight=-1
does := v_np vform=pres3 tense=pres pred=_do_v_1 weight=-1
did := v_np vform=past tense=past pred=_do_v_1 weight=-1
has := have tense=pres num=sg
have := have tense=pres num=pl
had := have tense=past
there := there
not := not
n't := not
than := than
as := as
how := how
's := poss_s
' := poss_s
and := conj conj=and
or := conj conj=or
most := most dir=most
least := most dir=least

# relative pronouns
who := rel_pro wh=-
that := rel_pro wh=-
which := rel_pro wh=-

# wh adverbs
where := wh_adv pred=place_n kind=loc
when := wh_adv pred=time_n kind=time

# prepositions: the ERG's sense for attachment to nouns (att=n) and to events (att=v)
in := p pred=_in_p_loc pform=in att=n
in := p pred=_in_p_state pform=in att=v
on := p pred=_on_p_loc pform=on att=n
on := p pred=_on_p_state pform=on att=v
at := p pred=_at_p_loc pform=at att=n
at := p pred=_at_p_state pform=at att=v
of := p pred=_of_p pform=of att=n
from := p pred=_from_p pform=from att=n
from := p pred=_from_p_state pform=from att=v
by := p pred=_by_p_means pform=by att=v
by := p pred=_by_p pform=by att=n
with := p pred=_with_p pform=with att=n
with := p pred=_with_p pform=with att=v
for := p pred=_for_p pform=for att=n
for := p pred=_for_p pform=for att=v
to := p pred=_to_p pform=to att=n
to := p pred=_to_p pform=to att=v
about := p pred=_about_p pform=about att=n
about := p pred=_about_p pform=about att=v
after := p pred=_after_p pform=after att=n
after := p pred=_after_p pform=after att=v
before := p pred=_before_p pform=before att=n
before := p pred=_before_p pform=before att=v
during := p pred=_during_p pform=during att=n
during := p pred=_during_p pform=during att=v
since := p pred=_since_p pform=since att=v
into := p pred=_into_p pform=into att=v
through := p pred=_through_p pform=through att=v
through := p pred=_through_p pform=through att=n
between := p pred=_between_p pform=between att=n
between := p pred=_between_p pform=between att=v
under := p pred=_under_p pform=under att=n
under := p pred=_under_p pform=under att=v
over := p pred=_over_p pform=over att=n
over := p pred=_over_p pform=over att=v
near := p pred=_near_p pform=near att=n
near := p pred=_near_p pform=near att=v
within := p pred=_within_p pform=within att=n
across := p pred=_across_p pform=across att=n
along := p pred=_along_p pform=along att=n
against := p pred=_against_p pform=against att=v
against := p pred=_against_p pform=against att=n
as := p pred=_as_p pform=as att=v
like := p pred=_like_p pform=like att=n
per := p pred=_per_p pform=per att=n
per := p pred=_per_p pform=per att=v
without := p pred=_without_p pform=without att=n
than := p pred=_than_p pform=than att=n
outside := p pred=_outside_p pform=outside att=n
inside := p pred=_inside_p pform=inside att=n
until := p pred=_until_p pform=until att=v
upon := p pred=_upon_p pform=upon att=v
below := p pred=_below_p pform=below att=n
above := p pred=_above_p pform=above att=n
behind := p pred=_behind_p pform=behind att=n
among := p pred=_among_p pform=among att=n
around := p pred=_around_p pform=around att=v
towards := p pred=_toward_p pform=towards att=v
toward := p pred=_toward_p pform=toward att=v

# the same words as semantically empty markers selected by verbs (stand for, be born in …)
in := px pform=in
on := px pform=on
at := px pform=at
of := px pform=of
from := px pform=from
by := px pform=by
with := px pform=with
for := px pform=for
to := px pform=to
about := px pform=about
into := px pform=into
after := px pform=after
as := px pform=as
up := px pform=up
out := px pform=out
off := px pform=off
down := px pform=down
over := px pform=over
through := px pform=through
against := px pform=against
upon := px pform=upon

# "have" and "like" are also ordinary verbs
have := v_np pred=_have_v_1 vform=bse
have := v_np pred=_have_v_1 vform=pres tense=pres
has := v_np pred=_have_v_1 vform=pres3 tense=pres
had := v_np pred=_have_v_1 vform=past tense=past
had := v_np pred=_have_v_1 vform=psp
having := v_np pred=_have_v_1 vform=prp
# "possess": WordNet's senses are all a having (own.v.01 {own, have, possess}; of a quality or a skill; of
# a mind), which is the relation "have" reads
possess := v_np pred=_have_v_1 vform=bse
possess := v_np pred=_have_v_1 vform=pres tense=pres
possesses := v_np pred=_have_v_1 vform=pres3 tense=pres
possessed := v_np pred=_have_v_1 vform=past tense=past
possessed := v_np pred=_have_v_1 vform=psp
possessing := v_np pred=_have_v_1 vform=prp
like := v_np pred=_like_v_1 vform=bse
like := v_np pred=_like_v_1 vform=pres tense=pres
more := most dir=more
less := most dir=less
fewer := most dir=less
# "a greater number of N than X" is "more N than X": a comparative of size before "number of" compares
# how many Ns there are, as more/fewer do (generated questions also say "more number of", "lesser number of");
# dir=more_n/less_n: only the count comparisons take them, not "more political" (ap_more, a_most)
greater number of := most dir=more_n weight=3
a greater number of := most dir=more_n weight=3
larger number of := most dir=more_n weight=3
a larger number of := most dir=more_n weight=3
higher number of := most dir=more_n weight=3
a higher number of := most dir=more_n weight=3
more number of := most dir=more_n weight=3
less number of := most dir=less_n weight=3
lesser number of := most dir=less_n weight=3
a lesser number of := most dir=less_n weight=3
smaller number of := most dir=less_n weight=3
a smaller number of := most dir=less_n weight=3
lower number of := most dir=less_n weight=3
a lower number of := most dir=less_n weight=3
fewer number of := most dir=less_n weight=3
# "around the same number of N as X" compares two counts only approximately: the comparison is comp_approx,
# which no query states (its tolerance is nowhere said), so the reading is left undecided (approximate_count)
around the same number of := most dir=approx_n weight=3
approximately the same number of := most dir=approx_n weight=3
about the same number of := most dir=approx_n weight=3
roughly the same number of := most dir=approx_n weight=3
nearly the same number of := most dir=approx_n weight=3

# number words are cardinals like digits (CARG holds the digits, as in the ERG)
one := card carg=1
two := card carg=2
three := card carg=3
four := card carg=4
five := card carg=5
six := card carg=6
seven := card carg=7
eight := card carg=8
nine := card carg=9
ten := card carg=10
eleven := card carg=11
twelve := card carg=12
twenty := card carg=20
hundred := card carg=100
thousand := card carg=1000
million := card carg=1000000
billion := card carg=1000000000

# ordinals
first := ord carg=1
second := ord carg=2
third := ord carg=3
fourth := ord carg=4
fifth := ord carg=5
sixth := ord carg=6
seventh := ord carg=7
eighth := ord carg=8
ninth := ord carg=9
tenth := ord carg=10

# temporal senses before years
in := p_temp pred=_in_p_temp pform=in att=v
in := p_temp pred=_in_p_temp pform=in att=n
on := p_temp pred=_on_p_temp pform=on att=v
on := p_temp pred=_on_p_temp pform=on att=n

# superlative quantifiers
the most := det pred=_the+most_q wh=- num=pl weight=-0.5
the most := det pred=_the+most_q wh=- num=sg weight=-0.5
the least := det pred=_the+least_q wh=- num=pl weight=-0.5
the least := det pred=_the+least_q wh=- num=sg weight=-0.5
# "the fewest Ns": the lowest count, as "the least Ns" (the semantics reads _the+fewest_q so), not a degree of "few"
the fewest := det pred=_the+fewest_q wh=- num=pl weight=-0.5

# modals take the verb phrase's label (qeq) as ARG1
can := modal pred=_can_v_modal tense=pres
could := modal pred=_can_v_modal tense=past
will := modal pred=_will_v_modal tense=fut
would := modal pred=_would_v_modal tense=pres
should := modal pred=_should_v_modal tense=pres
must := modal pred=_must_v_modal tense=pres
may := modal pred=_may_v_modal tense=pres
might := modal pred=_might_v_modal tense=pres
why := wh_why

# months
january := mofy carg=Jan
february := mofy carg=Feb
march := mofy carg=Mar
april := mofy carg=Apr
may := mofy carg=May
june := mofy carg=Jun
july := mofy carg=Jul
august := mofy carg=Aug
september := mofy carg=Sep
october := mofy carg=Oct
november := mofy carg=Nov
december := mofy carg=Dec
january := mofy_t carg=Jan
february := mofy_t carg=Feb
march := mofy_t carg=Mar
april := mofy_t carg=Apr
may := mofy_t carg=May
june := mofy_t carg=Jun
july := mofy_t carg=Jul
august := mofy_t carg=Aug
september := mofy_t carg=Sep
october := mofy_t carg=Oct
november := mofy_t carg=Nov
december := mofy_t carg=Dec

# relative adverbs
where := rel_adv
when := rel_adv
as well as := conj conj=and
much := many num=pl weight=-0.5
to := inf_to
how := wh_how
at least := deg_adv pred=_at+least_x_deg
at most := deg_adv pred=_at+most_x_deg
# the same run together, as some generated questions spell it ("atleast 2 languages")
atleast := deg_adv pred=_at+least_x_deg
atmost := deg_adv pred=_at+most_x_deg
exactly := deg_adv pred=_exactly_x_deg
approximately := deg_adv pred=_approximately_x_deg
# "around 30 drugs", "roughly 5 stadia": a number said approximately, as "approximately" says it (the
# preposition's entries stay: "around Mars"); semantics/_approximate.py leaves such a count undecided
around := deg_adv pred=_around_x_deg
roughly := deg_adv pred=_roughly_x_deg
# degree specifiers of adjectives ("very old", "nearly complete"): the ERG's _x_deg, not the adjective
# an -ly adverb is otherwise formed from ("nearly" is not "near")
very := adv pred=_very_x_deg
nearly := adv pred=_nearly_x_deg
# "A but not B": one coordination, the second conjunct excluded (read as φ(A) ∧ ¬φ(B), semantics/_but_not.py)
but not := conj conj=but+not
