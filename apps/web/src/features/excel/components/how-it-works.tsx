import { Download, FileSpreadsheet, UploadCloud } from 'lucide-react';
import { Card } from '../../../components/ui/card';

const steps = [
  {
    Icon: FileSpreadsheet,
    title: 'Prepare your file',
    text: 'Use an Excel file (.xlsx or .xls) with a cost-name column, such as Cost Name, costName or Name.',
  },
  {
    Icon: UploadCloud,
    title: 'Upload and process',
    text: 'Drop the file below or choose it, then press Process File. Each classified row uses one credit.',
  },
  {
    Icon: Download,
    title: 'Review and download',
    text: 'Check the results, then download your file with its TBM categorizations and confidence scores.',
  },
];

/** Spec §2: the three steps of the Excel Processor. */
export function HowItWorks() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">How It Works</h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map(({ Icon, title, text }, i) => (
          <li key={title} className="flex gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div>
              <h3 className="text-sm font-semibold text-slate-900">
                {i + 1}. {title}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
