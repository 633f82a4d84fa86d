# How open-class words (found in WordNet by the lexicon module) map to lexical types.
# key := type attribute=value …   (one key may list several types)
noun := n_common
noun_rel := n_rel
unknown := n_unknown
unknown := a_unknown
name := name
year := n_year
year := card
number := card
date := n_date
verb.bse := v_np vform=bse
verb.pres := v_np vform=pres tense=pres
verb.pres3 := v_np vform=pres3 tense=pres
verb.past := v_np vform=past tense=past
verb.psp := v_np vform=psp
verb.prp := v_np vform=prp
verb3.bse := v_np_np vform=bse
verb3.pres := v_np_np vform=pres tense=pres
verb3.pres3 := v_np_np vform=pres3 tense=pres
verb3.past := v_np_np vform=past tense=past
verb3.psp := v_np_np vform=psp
verb_pp.bse := v_pp vform=bse
verb_pp.pres := v_pp vform=pres tense=pres
verb_pp.pres3 := v_pp vform=pres3 tense=pres
verb_pp.past := v_pp vform=past tense=past
verb_pp.psp := v_pp vform=psp
verb_pp.prp := v_pp vform=prp
adj.pos := a_pos
adj.comp := a_comp
adj.sup := a_sup
adv := adv
number := name weight=-1
title := name
abbrev := name_n
ordinal := ord
verb_intr.bse := v_intr vform=bse
verb_intr.pres := v_intr vform=pres tense=pres
verb_intr.pres3 := v_intr vform=pres3 tense=pres
verb_intr.past := v_intr vform=past tense=past
verb_intr.psp := v_intr vform=psp
verb_intr.prp := v_intr vform=prp
verb_name.bse := v_name vform=bse
verb_name.pres := v_name vform=pres tense=pres
verb_name.pres3 := v_name vform=pres3 tense=pres
verb_name.past := v_name vform=past tense=past
verb_name.psp := v_name vform=psp
verb_name.prp := v_name vform=prp
