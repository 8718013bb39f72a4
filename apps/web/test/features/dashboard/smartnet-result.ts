/** A classified answer of POST /tbm/categorize, as the dashboard tests receive it. */
export const smartNetResult = {
  costName: 'Cisco SmartNet renewal FY25',
  classified: true,
  categorization: {
    'Cost Pool': 'Hardware',
    'Sub-Cost Pool': 'Maintenance & Support',
    'IT Tower': 'Network',
    'Sub-Tower': 'LAN/WAN',
    'Technical Solution': 'Infrastructure',
    'Technical Category': 'Network',
    Confidence: '87%',
  },
  confidence: 0.87,
  method: 'lexicon',
  reason: 'Cisco SmartNet is network hardware support',
  taxonomyVersion: '4.0',
};
