// A built-in list of common veterinary visit types a clinic can copy into its own catalogue
// (POST /visit-types/copy-from-repo). Keys are stable identifiers; names are English defaults the
// clinic may rename after copying.

export interface RepositoryVisitType {
  key: string;
  name: string;
  category: string;
  duration: number;
  color: string;
  description: string;
}

const CONSULT = 'Consultations';
const PREVENTION = 'Vaccinations & prevention';
const DIAGNOSTICS = 'Diagnostics';
const DENTAL = 'Dental';
const SURGERY = 'Surgery';
const CARE = 'Grooming & care';
const FOLLOW_UP = 'Follow-ups';

export const VISIT_TYPE_REPOSITORY: readonly RepositoryVisitType[] = [
  { key: 'general_consultation', name: 'General consultation', category: CONSULT, duration: 30, color: '#2563eb', description: 'A general health check or a new problem.' },
  { key: 'new_patient_exam', name: 'New patient exam', category: CONSULT, duration: 45, color: '#1d4ed8', description: 'A first full examination of a new patient.' },
  { key: 'puppy_kitten_check', name: 'Puppy / kitten check', category: CONSULT, duration: 30, color: '#3b82f6', description: 'A first visit for a young animal: growth, diet and plan.' },
  { key: 'senior_wellness', name: 'Senior wellness exam', category: CONSULT, duration: 45, color: '#60a5fa', description: 'A wellness exam for older pets.' },
  { key: 'second_opinion', name: 'Second opinion', category: CONSULT, duration: 45, color: '#1e40af', description: 'Review of a diagnosis or treatment plan from another clinic.' },
  { key: 'behaviour_consultation', name: 'Behaviour consultation', category: CONSULT, duration: 60, color: '#6366f1', description: 'Help with anxiety, aggression or other behaviour problems.' },
  { key: 'nutrition_consultation', name: 'Nutrition consultation', category: CONSULT, duration: 30, color: '#818cf8', description: 'Diet and weight management advice.' },
  { key: 'emergency_visit', name: 'Emergency visit', category: CONSULT, duration: 30, color: '#dc2626', description: 'An urgent problem that needs to be seen today.' },
  { key: 'vaccination', name: 'Vaccination', category: PREVENTION, duration: 15, color: '#16a34a', description: 'A scheduled vaccination with a short health check.' },
  { key: 'rabies_vaccination', name: 'Rabies vaccination', category: PREVENTION, duration: 15, color: '#15803d', description: 'Rabies vaccination and certificate.' },
  { key: 'deworming', name: 'Deworming', category: PREVENTION, duration: 15, color: '#22c55e', description: 'Internal parasite treatment.' },
  { key: 'flea_tick_treatment', name: 'Flea and tick treatment', category: PREVENTION, duration: 15, color: '#4ade80', description: 'External parasite prevention.' },
  { key: 'microchipping', name: 'Microchipping', category: PREVENTION, duration: 15, color: '#65a30d', description: 'Microchip implant and registration.' },
  { key: 'travel_certificate', name: 'Travel certificate / pet passport', category: PREVENTION, duration: 30, color: '#84cc16', description: 'Health check and documents for travel.' },
  { key: 'blood_test', name: 'Blood test', category: DIAGNOSTICS, duration: 15, color: '#9333ea', description: 'Blood sampling for laboratory analysis.' },
  { key: 'ultrasound', name: 'Ultrasound', category: DIAGNOSTICS, duration: 30, color: '#a855f7', description: 'Abdominal or cardiac ultrasound examination.' },
  { key: 'x_ray', name: 'X-ray', category: DIAGNOSTICS, duration: 30, color: '#7e22ce', description: 'Radiographs, sedation if needed.' },
  { key: 'allergy_dermatology', name: 'Allergy and skin check', category: DIAGNOSTICS, duration: 30, color: '#c084fc', description: 'Skin, ear and allergy examination.' },
  { key: 'dental_check', name: 'Dental check', category: DENTAL, duration: 20, color: '#0891b2', description: 'Examination of teeth and gums.' },
  { key: 'dental_cleaning', name: 'Dental cleaning (scale and polish)', category: DENTAL, duration: 60, color: '#0e7490', description: 'Scaling and polishing under anaesthesia.' },
  { key: 'spay_neuter', name: 'Spay / neuter', category: SURGERY, duration: 90, color: '#ea580c', description: 'Sterilisation surgery; drop-off in the morning.' },
  { key: 'surgery_consultation', name: 'Surgery consultation', category: SURGERY, duration: 30, color: '#f97316', description: 'Pre-operative examination and planning.' },
  { key: 'minor_surgery', name: 'Minor surgery (lump removal)', category: SURGERY, duration: 60, color: '#c2410c', description: 'Removal of small masses, wound repair.' },
  { key: 'nail_trim', name: 'Nail trim', category: CARE, duration: 15, color: '#db2777', description: 'Nail clipping.' },
  { key: 'anal_gland_expression', name: 'Anal gland expression', category: CARE, duration: 15, color: '#ec4899', description: 'Emptying of the anal glands.' },
  { key: 'ear_cleaning', name: 'Ear cleaning', category: CARE, duration: 15, color: '#f472b6', description: 'Cleaning and inspection of the ears.' },
  { key: 'post_op_check', name: 'Post-operative check', category: FOLLOW_UP, duration: 15, color: '#ca8a04', description: 'Wound check after surgery.' },
  { key: 'suture_removal', name: 'Suture removal', category: FOLLOW_UP, duration: 15, color: '#eab308', description: 'Removal of stitches.' },
  { key: 'follow_up', name: 'Follow-up visit', category: FOLLOW_UP, duration: 20, color: '#a16207', description: 'A check on the progress of a treatment.' },
  { key: 'euthanasia', name: 'Euthanasia', category: CONSULT, duration: 45, color: '#475569', description: 'A quiet, unhurried appointment for a final goodbye.' },
];

export const VISIT_TYPE_REPOSITORY_KEYS = VISIT_TYPE_REPOSITORY.map((v) => v.key);
