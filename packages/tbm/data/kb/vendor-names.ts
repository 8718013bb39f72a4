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

/**
 * Knowledge base: what a vendor's bare name most often bills, where the spread of its product entries says otherwise.
 * A vendor's default tower is the sub-tower most of its products sit in; for a few vendors with products in many
 * towers the count misleads: Microsoft has as many entries for Dynamics, Azure DevOps and Project as for Office, but a
 * ledger's line paid to Microsoft with nothing else on it is most often Microsoft 365, Office or Windows licences;
 * VMware's entries lean to NSX networking, its licences to vSphere; Google's lean to Pixel and Android, a company's
 * bills to Workspace. Judged from what each vendor sells (the product tables themselves), one `vendor: sub-tower`
 * per line; the vendor's other sub-towers keep their shares.
 */
export const VENDOR_MAIN_LINES = `
Microsoft: EU_SW
VMware: CP_SRV
Google: EU_SW
`;
