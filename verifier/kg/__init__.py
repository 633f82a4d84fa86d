"""Knowledge graphs: IRI naming, the embedded RDF store, and SPARQL endpoints."""
