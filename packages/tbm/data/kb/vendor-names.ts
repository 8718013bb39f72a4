/**
 * Knowledge base: vendors of the product tables whose name alone says nothing of IT. Their products keep matching
 * by their full names ('Octopus Deploy', 'Kohler generator', 'Sterling background checks'); the bare name is no
 * vendor match, because on a company's ledger or card feed it is more often an ordinary word or a person's name
 * ('Octopus', 'Joan', 'Spot', 'Restore', 'Apollo'), a firm of another trade whose name is the
 * same ('Octopus Energy', 'Spark' the brand, 'Origin' the energy retailer, 'Virtus' the fund manager), or a maker
 * whose IT product is a small part of what it sells (engines, lab equipment, building controls, insurance claims,
 * share registries, payment terminals): written from the names themselves, one per line.
 */
export const VENDORS_NOT_ALONE = `
Amazon
Kao
Penguin
Thermo Fisher
Kohler
Caterpillar
Cummins
Johnson Controls
Garmin
Deluxe
Crawford
Kroll
Computershare
Square
Toast
Spark
Origin
Expo
Bull
Observe
Restore
Spot
Stitch
Applied
Bright
Concord
Constellation
Octopus
Oyster
Park Place
Propel
Sterling
Planit
Kastle
Joan
Tropic
Virtus
Apollo
`;
