import { defineMessages } from '@intambwe/i18n/core';

/**
 * The programs of fields 2 to 15 (8 each, 12 for TVET Development Programs),
 * by field and in display order. A page loads this module, and its catalog
 * (`locales/<language>.po`), when a field other than the first is chosen;
 * the server's assistant reads it directly.
 */
export const programCatalogMessages = /* @__PURE__ */ defineMessages('facts.programs', {
  'job-portal-career-services': {
    p1: {
      name: 'CV & Cover Letter Clinic',
      description:
        'Rewrite your CV and cover letter for the African job market with recruiter feedback and templates that pass applicant tracking systems.',
    },
    p2: {
      name: 'Interview Preparation & Mock Interviews',
      description:
        'Practise competency-based, panel and online interviews with a coach and get specific feedback on every answer.',
    },
    p3: {
      name: 'LinkedIn & Professional Branding',
      description:
        'Build a profile recruiters find, with a clear headline, evidence of your work and a networking plan for your sector.',
    },
    p4: {
      name: 'Job Search Strategy Coaching',
      description:
        'Reach the hidden job market: target employers, track applications and keep momentum with weekly accountability check-ins.',
    },
    p5: {
      name: 'Internship & Graduate Programme Readiness',
      description:
        'Prepare for internships and national graduate schemes with workplace etiquette, a first-90-days plan and professional reporting.',
    },
    p6: {
      name: 'Salary Negotiation & Offer Evaluation',
      description:
        'Compare offers, benefits and contract terms, and negotiate pay with confidence using local salary benchmarks.',
    },
    p7: {
      name: 'Remote & Freelance Work Readiness',
      description:
        'Find, win and deliver remote and freelance work for international clients, including contracts, invoicing and receiving payments.',
    },
    p8: {
      name: 'Employer Recruitment Services',
      description:
        'For employers: write clear job adverts, screen candidates with skills assessments and run fair, structured interviews through our job portal.',
    },
  },
  'technology-digital-solutions': {
    p1: {
      name: 'Full-Stack Web Development',
      description:
        'Build and deploy responsive web applications with HTML, CSS, JavaScript, React and Node.js through weekly projects and code reviews.',
    },
    p2: {
      name: 'Android App Development with Flutter',
      description:
        'Create apps that run well on low-end phones and patchy connections, from first screen to a Google Play release.',
    },
    p3: {
      name: 'Cloud Computing Fundamentals',
      description: 'Deploy, secure and monitor applications on AWS and Azure, and understand what cloud services cost.',
    },
    p4: {
      name: 'Cybersecurity Essentials',
      description:
        'Protect systems and data with network security, threat detection and incident response skills that banks, telcos and governments need.',
    },
    p5: {
      name: 'Mobile Money & Fintech Integration',
      description:
        'Integrate MTN MoMo, Airtel Money and M-Pesa APIs into applications and build secure, reconciled digital payment flows.',
    },
    p6: {
      name: 'UI/UX Design for African Users',
      description:
        'Design accessible products for multilingual users on small screens and costly data, grounded in field user research.',
    },
    p7: {
      name: 'IT Support & Networking',
      description:
        'Troubleshoot computers, phones, operating systems and office networks, and prepare for entry-level IT support roles.',
    },
    p8: {
      name: 'Digital Marketing & Social Media',
      description:
        'Plan campaigns, create content and measure results on social media, search and WhatsApp Business for local markets.',
    },
  },
  'data-analytics': {
    p1: {
      name: 'Excel for Data Analysis',
      description: 'Clean data and build pivot tables, lookups and dashboards that managers use every day.',
    },
    p2: {
      name: 'Data Analysis with Python',
      description: 'Use pandas, NumPy and matplotlib on real African datasets to answer business and policy questions.',
    },
    p3: {
      name: 'SQL & Database Fundamentals',
      description: 'Query, join and summarise relational data, and design simple databases for business systems.',
    },
    p4: {
      name: 'Power BI Dashboards & Reporting',
      description: 'Turn raw data into interactive dashboards and automated reports for decision makers.',
    },
    p5: {
      name: 'Statistics for Monitoring & Evaluation',
      description: 'Design surveys, sample correctly and analyse indicators for NGO, donor and government programmes.',
    },
    p6: {
      name: 'Machine Learning Foundations',
      description:
        'Build, evaluate and explain predictive models with scikit-learn, from regression to classification, and know their limits.',
    },
    p7: {
      name: 'Mobile Data Collection with KoboToolbox & ODK',
      description: 'Design survey forms, collect data offline in the field and keep quality high from collection to analysis.',
    },
    p8: {
      name: 'Data Storytelling & Visualisation',
      description: 'Communicate findings with clear charts and narratives that persuade boards, funders and communities.',
    },
  },
  'business-management-entrepreneurship': {
    p1: {
      name: 'Start Your Business Bootcamp',
      description:
        'Turn an idea into a tested business model, register the company (for example with the Rwanda Development Board) and plan your first 90 days.',
    },
    p2: {
      name: 'Business Plan & Pitch Coaching',
      description:
        'Write an investor-ready business plan and pitch deck, and rehearse for competitions, banks and impact investors.',
    },
    p3: {
      name: 'SME Growth & Operations',
      description:
        'Improve processes, stock control, pricing and customer service to grow a small or medium enterprise sustainably.',
    },
    p4: {
      name: 'Sales & Customer Acquisition',
      description: 'Build a repeatable sales process, from prospecting and negotiation to after-sales follow-up and referrals.',
    },
    p5: {
      name: 'Agribusiness Value Chains',
      description:
        'Build profitable businesses in coffee, tea, horticulture, dairy and agro-processing, from the farm gate to export markets.',
    },
    p6: {
      name: 'AfCFTA Export & Trade Readiness',
      description:
        'Use the African Continental Free Trade Area: rules of origin, customs, standards and logistics for selling across borders.',
    },
    p7: {
      name: 'Social Enterprise & Impact Business',
      description: 'Design businesses that solve community problems, measure their impact and attract grants and impact capital.',
    },
    p8: {
      name: 'Women & Youth Entrepreneurship Accelerator',
      description: 'Peer cohorts, mentors and access-to-finance coaching for women and young founders ready to scale.',
    },
  },
  'finance-accounting': {
    p1: {
      name: 'Bookkeeping for Small Businesses',
      description: 'Record transactions, reconcile mobile money and bank accounts, and produce simple monthly statements.',
    },
    p2: {
      name: 'Financial Reporting with IFRS',
      description:
        'Prepare financial statements that comply with International Financial Reporting Standards, including IFRS for SMEs.',
    },
    p3: {
      name: 'Tax Compliance in East Africa',
      description:
        'VAT, PAYE, corporate income tax and e-filing with the Rwanda Revenue Authority, KRA and URA, with worked examples.',
    },
    p4: {
      name: 'QuickBooks & Sage Accounting Software',
      description: 'Set up companies, invoice, run payroll and report in the accounting tools local employers use.',
    },
    p5: {
      name: 'Corporate Finance & Financial Modelling',
      description: 'Build spreadsheet models for budgeting, valuation and investment decisions, and present them clearly.',
    },
    p6: {
      name: 'Personal Finance & Savings Groups',
      description: 'Budget, save and invest wisely, from savings groups and SACCOs to treasury bonds and pension schemes.',
    },
    p7: {
      name: 'CPA & ACCA Exam Preparation',
      description: 'Coached revision and mock exams for CPA (Rwanda, Kenya, Uganda) and ACCA papers.',
    },
    p8: {
      name: 'Microfinance & Digital Lending',
      description:
        'Credit assessment, portfolio management and responsible lending practice for microfinance institutions and digital lenders.',
    },
  },
  'project-management': {
    p1: {
      name: 'Project Management Fundamentals',
      description: 'Plan scope, schedule, budget and risk for projects of any size with practical templates.',
    },
    p2: {
      name: 'PMP Certification Preparation',
      description:
        "Structured preparation for PMI's Project Management Professional exam, including the 35 contact hours of training required.",
    },
    p3: {
      name: 'Agile & Scrum in Practice',
      description: 'Run sprints, backlogs and retrospectives, and prepare for a Scrum Master certification.',
    },
    p4: {
      name: 'Donor-Funded Project Management',
      description: 'Manage NGO and development projects with logframes, donor reporting and compliance with funder requirements.',
    },
    p5: {
      name: 'Monitoring, Evaluation & Learning (MEL)',
      description: 'Build results frameworks, indicators and learning loops that show what works and why.',
    },
    p6: {
      name: 'Construction & Infrastructure Projects',
      description: 'Plan and control building and infrastructure works: contracts, procurement, site safety and quality.',
    },
    p7: {
      name: 'Procurement & Supply Chain Management',
      description: 'Run transparent tenders, manage suppliers and contracts, and follow public procurement rules.',
    },
    p8: {
      name: 'Planning Tools: MS Project, Trello & Asana',
      description: 'Build schedules, resource plans and progress reports in the tools project teams use.',
    },
  },
  'leadership-executive-coaching': {
    p1: {
      name: 'Emerging Leaders Programme',
      description: 'For new supervisors: delegate, give feedback and lead a team with confidence.',
    },
    p2: {
      name: 'One-to-One Executive Coaching',
      description: 'Confidential coaching for senior managers on strategy, decision making and leadership presence.',
    },
    p3: {
      name: 'Women in Leadership',
      description: 'Build influence, negotiate and advance into senior roles, with mentors from across the continent.',
    },
    p4: {
      name: 'Strategic Thinking & Planning',
      description: 'Set direction, analyse the environment and turn strategy into plans with measurable goals.',
    },
    p5: {
      name: 'Leading Change',
      description: 'Guide teams through restructuring, digital transformation and new ways of working.',
    },
    p6: {
      name: 'Emotional Intelligence at Work',
      description: 'Self-awareness, empathy and resilience for better working relationships and decisions.',
    },
    p7: {
      name: 'Public Sector Leadership',
      description: 'Leadership, accountability and service delivery for civil servants and local government leaders.',
    },
    p8: {
      name: 'Board Governance & Directorship',
      description:
        'Duties of directors, board effectiveness and corporate governance codes for companies, cooperatives and NGOs.',
    },
  },
  'professional-certifications': {
    p1: {
      name: 'Cisco CCNA Preparation',
      description: 'Networking fundamentals, routing, switching and security with lab practice for the CCNA exam.',
    },
    p2: {
      name: 'CompTIA Security+ Preparation',
      description: 'Threats, architecture, operations and incident response, coached towards the Security+ exam.',
    },
    p3: {
      name: 'AWS Certified Cloud Practitioner',
      description: 'Core cloud concepts, AWS services, security and pricing, with practice tests for the exam.',
    },
    p4: {
      name: 'Microsoft Office Specialist (MOS)',
      description: 'Prove advanced Word, Excel and PowerPoint skills with the certification many employers ask for.',
    },
    p5: {
      name: 'ITIL 4 Foundation',
      description: 'IT service management practices used by banks, telecoms and government IT departments.',
    },
    p6: {
      name: 'CFA Level I Preparation',
      description: 'Ethics, quantitative methods, economics and financial analysis for the CFA Level I exam.',
    },
    p7: {
      name: 'CIPS Procurement & Supply',
      description: 'Coached study for CIPS qualifications in procurement and supply, from Level 2 to Level 4.',
    },
    p8: {
      name: 'CIPD People Management',
      description: 'Study support for the CIPD Level 5 qualification in people management and HR practice.',
    },
  },
  'hr-legal-compliance': {
    p1: {
      name: 'Human Resource Management Essentials',
      description: 'The HR cycle from workforce planning to exit, with templates for policies and records.',
    },
    p2: {
      name: 'Labour Law & Employment Contracts',
      description:
        "Contracts, working hours, leave and termination under Rwanda's labour law and the labour codes of Kenya, Uganda, Tanzania and Nigeria.",
    },
    p3: {
      name: 'Payroll & Social Security',
      description: 'Run compliant payroll with PAYE, pension and social security contributions such as RSSB and NSSF.',
    },
    p4: {
      name: 'Recruitment & Talent Acquisition',
      description: 'Job analysis, fair selection, onboarding and building a diverse talent pipeline.',
    },
    p5: {
      name: 'Performance Management Systems',
      description: 'Set objectives, run reviews and link performance to development and reward.',
    },
    p6: {
      name: 'Occupational Health & Safety Compliance',
      description: 'Risk assessment, safety committees and incident reporting that meet national OHS rules.',
    },
    p7: {
      name: 'Data Protection & Privacy Compliance',
      description:
        "Handle personal data lawfully under Rwanda's data protection law, Kenya's Data Protection Act and Nigeria's NDPA.",
    },
    p8: {
      name: 'Workplace Ethics, Inclusion & Anti-Harassment',
      description: 'Build respectful, inclusive workplaces with clear policies, reporting channels and investigations.',
    },
  },
  'communication-language': {
    p1: {
      name: 'Business English Communication',
      description: 'Meetings, calls and emails in clear professional English, with practice on real workplace situations.',
    },
    p2: {
      name: 'French for Professionals',
      description: 'Workplace French from beginner to DELF B2, for careers with francophone employers and clients.',
    },
    p3: {
      name: 'Kiswahili for Business',
      description: 'Practical Kiswahili for trade, travel and work across the East African Community.',
    },
    p4: {
      name: 'Kinyarwanda for Newcomers',
      description: 'Everyday and workplace Kinyarwanda for professionals who have moved to Rwanda.',
    },
    p5: {
      name: 'Public Speaking & Presentations',
      description: 'Structure a message, manage nerves and present with impact in person and online.',
    },
    p6: {
      name: 'Business Writing: Reports, Emails & Proposals',
      description: 'Write concise reports, persuasive proposals and emails that get answers.',
    },
    p7: {
      name: 'IELTS & TOEFL Preparation',
      description: 'Skills practice and full mock tests for study and work abroad.',
    },
    p8: {
      name: 'Negotiation & Persuasion',
      description: 'Prepare, negotiate and close agreements with suppliers, clients and partners.',
    },
  },
  'creative-design': {
    p1: {
      name: 'Graphic Design Fundamentals',
      description: 'Layout, typography and colour with Canva, Photoshop and Illustrator, building a client-ready portfolio.',
    },
    p2: {
      name: 'Brand Identity & Logo Design',
      description: 'Create logos, colour systems and brand guidelines for local businesses.',
    },
    p3: {
      name: 'Mobile Photography & Photo Editing',
      description: 'Shoot and edit professional product, event and portrait photos with a smartphone.',
    },
    p4: {
      name: 'Video Production & Editing',
      description: 'Plan, film and edit short videos for social media, NGOs and brands with free tools.',
    },
    p5: {
      name: 'Motion Graphics & 2D Animation',
      description: 'Animate explainers, titles and adverts with After Effects and free alternatives.',
    },
    p6: {
      name: 'Fashion Design & Apparel Business',
      description: 'Design, pattern-making and building a fashion label that sells at home and abroad.',
    },
    p7: {
      name: 'Content Creation & the Creator Economy',
      description: 'Grow an audience, partner with brands and earn income as a content creator.',
    },
    p8: {
      name: 'Music & Audio Production',
      description: 'Record, mix and release music and podcasts, and understand royalties and rights.',
    },
  },
  'health-wellness-coaching': {
    p1: {
      name: 'Workplace Wellness & Stress Management',
      description: 'Recognise burnout, manage stress and build healthy routines at work.',
    },
    p2: {
      name: 'Mental Health First Aid',
      description: 'Support a colleague or student in distress and guide them to professional help.',
    },
    p3: {
      name: 'Nutrition & Healthy Living',
      description: 'Affordable balanced diets with local foods, and habits that prevent lifestyle diseases.',
    },
    p4: {
      name: 'First Aid & Emergency Response',
      description: 'Respond to injuries, burns, choking and cardiac emergencies until help arrives.',
    },
    p5: {
      name: 'Community Health Promotion',
      description: 'Plan health education and outreach for schools, cooperatives and community health programmes.',
    },
    p6: {
      name: 'Personal Fitness Coaching',
      description: 'Design safe exercise programmes and coach clients as a fitness professional.',
    },
    p7: {
      name: 'Caregiving & Home-Based Care',
      description: 'Care for older people and patients at home with dignity, hygiene and safe practice.',
    },
    p8: {
      name: 'Health Facility Administration',
      description: 'Patient records, health insurance claims and front-office management for clinics and pharmacies.',
    },
  },
  'specialized-industries': {
    p1: {
      name: 'Tourism & Hospitality Management',
      description:
        'Hotel operations, guest experience and conference (MICE) tourism for destinations such as Rwanda, Kenya and Tanzania.',
    },
    p2: {
      name: 'Renewable Energy Project Development',
      description: 'Plan and finance off-grid solar, mini-grid and clean cooking projects that serve rural communities.',
    },
    p3: {
      name: 'Mining Operations & Safety',
      description: 'Responsible mineral extraction, processing, traceability and mine safety standards.',
    },
    p4: {
      name: 'Logistics & Transport Management',
      description:
        'Freight, warehousing and cross-border transport along the Northern and Central corridors and West African routes.',
    },
    p5: {
      name: 'Banking & Insurance Operations',
      description: 'Branch operations, customer due diligence, claims and bancassurance for financial services careers.',
    },
    p6: {
      name: 'Climate-Smart Agriculture & Agritech',
      description: 'Improve yields with irrigation, soil health, weather data and digital farm tools.',
    },
    p7: {
      name: 'Real Estate & Property Management',
      description: 'Valuation, leasing, tenant management and property development in growing African cities.',
    },
    p8: {
      name: 'Oil, Gas & Extractives Fundamentals',
      description:
        'The petroleum value chain, local content rules and safety, for careers in Uganda, Nigeria, Senegal and Ghana.',
    },
  },
  'tvet-development-programs': {
    p1: {
      name: 'Electrical Installation',
      description: 'Wire homes and commercial buildings safely, read drawings and test installations to national standards.',
    },
    p2: {
      name: 'Plumbing & Water Systems',
      description: 'Install and repair water supply, drainage and rainwater harvesting systems.',
    },
    p3: {
      name: 'Masonry & Building Construction',
      description: 'Set out, build walls and foundations, and finish with plastering and tiling.',
    },
    p4: {
      name: 'Welding & Metal Fabrication',
      description: 'Arc and MIG welding, cutting and fabricating gates, frames and structures safely.',
    },
    p5: {
      name: 'Automotive & Motorcycle Mechanics',
      description: 'Diagnose and repair engines, brakes and electrics of cars and motorcycle taxis.',
    },
    p6: {
      name: 'Carpentry & Furniture Making',
      description: 'Design and build quality furniture and joinery with hand and power tools.',
    },
    p7: {
      name: 'Tailoring & Garment Production',
      description: 'Measure, cut and sew garments, and run a tailoring business or production line.',
    },
    p8: {
      name: 'Culinary Arts & Food Production',
      description: 'Professional cooking, kitchen hygiene and menu costing for hotels and restaurants.',
    },
    p9: {
      name: 'Hairdressing & Beauty Therapy',
      description: 'Hair care, styling, braiding and beauty treatments, with salon business skills.',
    },
    p10: {
      name: 'Solar PV Installation & Maintenance',
      description: 'Size, install and maintain solar home systems and small commercial solar installations.',
    },
    p11: {
      name: 'Computer & Phone Repair',
      description: 'Diagnose and fix smartphones, laptops and desktops, from screens to software.',
    },
    p12: {
      name: 'Food Processing & Preservation',
      description: 'Process, package and preserve fruit, dairy and grain products to food safety standards.',
    },
  },
});
