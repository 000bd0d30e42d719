import { LANGUAGES, resolveLanguage, type Language } from './languages';
import type { RecordFieldType, RecordRepoKey, TRecordTemplateField, TRecordTemplateSection } from './schemas/records';

/*
 * The built-in repository of record templates (issue #14), written by us. Texts exist in the 14 UI
 * languages; a clinic gets a copy in its default language (POST /record-templates/copy-from-repo, and the
 * demo seed). Keys are stable and language-independent: a record's values are stored by field key.
 */

/** One text in the 14 languages, in the order of LANGUAGES: en, ro, ca, id, es, fr, zh-TW, pl, cs, sv, bg, pt, hu, ko. */
type T14 = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string];

const TEXT = {
  // ---------- template names and descriptions ----------
  soap: ['SOAP consultation', 'Consultație SOAP', 'Consulta SOAP', 'Konsultasi SOAP', 'Consulta SOAP', 'Consultation SOAP', 'SOAP 診療', 'Konsultacja SOAP', 'Konzultace SOAP', 'SOAP-konsultation', 'SOAP консултация', 'Consulta SOAP', 'SOAP konzultáció', 'SOAP 진료'],
  soap_desc: ['Subjective, objective, assessment and plan: the everyday consultation.', 'Subiectiv, obiectiv, evaluare și plan: consultația de zi cu zi.', 'Subjectiu, objectiu, valoració i pla: la consulta de cada dia.', 'Subjektif, objektif, penilaian, dan rencana: konsultasi sehari-hari.', 'Subjetivo, objetivo, evaluación y plan: la consulta de cada día.', 'Subjectif, objectif, évaluation et plan : la consultation de tous les jours.', '主觀、客觀、評估與計畫：日常診療。', 'Subiektywne, obiektywne, ocena i plan: codzienna konsultacja.', 'Subjektivní, objektivní, zhodnocení a plán: běžná konzultace.', 'Subjektivt, objektivt, bedömning och plan: den vardagliga konsultationen.', 'Субективно, обективно, оценка и план: ежедневната консултация.', 'Subjetivo, objetivo, avaliação e plano: a consulta do dia a dia.', 'Szubjektív, objektív, értékelés és terv: a mindennapi konzultáció.', '주관적, 객관적, 평가, 계획: 일상 진료.'],
  vaccination: ['Vaccination', 'Vaccinare', 'Vacunació', 'Vaksinasi', 'Vacunación', 'Vaccination', '疫苗接種', 'Szczepienie', 'Očkování', 'Vaccination', 'Ваксинация', 'Vacinação', 'Oltás', '예방접종'],
  vaccination_desc: ['Health check, vaccines given with batch numbers, and the next due date.', 'Control de sănătate, vaccinuri administrate cu numerele de lot și data următoarei vaccinări.', "Revisió de salut, vacunes administrades amb els números de lot i la data de la propera.", 'Pemeriksaan kesehatan, vaksin yang diberikan dengan nomor batch, dan tanggal berikutnya.', 'Revisión de salud, vacunas administradas con sus lotes y la fecha de la próxima.', 'Contrôle de santé, vaccins administrés avec numéros de lot et date du prochain rappel.', '健康檢查、施打疫苗與批號，以及下次接種日期。', 'Badanie, podane szczepionki z numerami serii i termin kolejnego szczepienia.', 'Kontrola zdraví, podané vakcíny s čísly šarží a datum další vakcinace.', 'Hälsokontroll, givna vacciner med satsnummer och nästa datum.', 'Преглед, поставени ваксини с партидни номера и дата на следващата.', 'Exame de saúde, vacinas aplicadas com lotes e a data da próxima.', 'Egészségügyi vizsgálat, beadott oltások gyártási számmal és a következő oltás ideje.', '건강 검진, 접종한 백신과 로트 번호, 다음 접종일.'],
  surgery: ['Surgery', 'Chirurgie', 'Cirurgia', 'Operasi', 'Cirugía', 'Chirurgie', '手術', 'Zabieg chirurgiczny', 'Chirurgický zákrok', 'Kirurgi', 'Хирургия', 'Cirurgia', 'Műtét', '수술'],
  surgery_desc: ['Pre-operative check, the procedure and recovery.', 'Evaluare preoperatorie, intervenția și recuperarea.', 'Revisió preoperatòria, la intervenció i la recuperació.', 'Pemeriksaan pra-operasi, prosedur, dan pemulihan.', 'Revisión preoperatoria, la intervención y la recuperación.', 'Bilan préopératoire, intervention et réveil.', '術前檢查、手術過程與術後恢復。', 'Ocena przedoperacyjna, zabieg i wybudzenie.', 'Předoperační vyšetření, zákrok a zotavení.', 'Preoperativ kontroll, ingreppet och återhämtning.', 'Предоперативен преглед, интервенция и възстановяване.', 'Avaliação pré-operatória, o procedimento e a recuperação.', 'Műtét előtti vizsgálat, a beavatkozás és a felépülés.', '수술 전 검사, 수술 과정 및 회복.'],
  dental: ['Dental', 'Stomatologie', 'Odontologia', 'Gigi', 'Odontología', 'Dentisterie', '牙科', 'Stomatologia', 'Stomatologie', 'Tandvård', 'Дентална процедура', 'Odontologia', 'Fogászat', '치과'],
  dental_desc: ['Oral examination, dental procedures, extractions and home care.', 'Examinare orală, proceduri dentare, extracții și îngrijire acasă.', 'Exploració oral, procediments dentals, extraccions i cura a casa.', 'Pemeriksaan mulut, prosedur gigi, pencabutan, dan perawatan di rumah.', 'Exploración oral, procedimientos dentales, extracciones y cuidados en casa.', 'Examen buccal, soins dentaires, extractions et soins à domicile.', '口腔檢查、牙科處置、拔牙與居家照護。', 'Badanie jamy ustnej, zabiegi stomatologiczne, ekstrakcje i opieka domowa.', 'Vyšetření dutiny ústní, dentální zákroky, extrakce a domácí péče.', 'Munhåleundersökning, tandingrepp, extraktioner och hemvård.', 'Преглед на устната кухина, дентални процедури, екстракции и домашни грижи.', 'Exame oral, procedimentos dentários, extrações e cuidados em casa.', 'Szájüregi vizsgálat, fogászati beavatkozások, foghúzás és otthoni ápolás.', '구강 검사, 치과 처치, 발치 및 가정 관리.'],
  hospitalisation_day: ['Hospitalisation day', 'Zi de spitalizare', "Dia d'hospitalització", 'Hari rawat inap', 'Día de hospitalización', "Journée d'hospitalisation", '住院日誌', 'Dzień hospitalizacji', 'Den hospitalizace', 'Inläggningsdag', 'Ден на хоспитализация', 'Dia de internamento', 'Kórházi nap', '입원 일지'],
  hospitalisation_day_desc: ['One day of a hospitalised patient: status, care given and the plan for tomorrow.', 'O zi a unui pacient internat: starea, îngrijirea acordată și planul pentru mâine.', "Un dia d'un pacient ingressat: estat, cures donades i pla per a demà.", 'Satu hari pasien rawat inap: kondisi, perawatan yang diberikan, dan rencana besok.', 'Un día de un paciente hospitalizado: estado, cuidados dados y plan para mañana.', "Une journée d'un patient hospitalisé : état, soins donnés et plan pour demain.", '住院病患的一天：狀態、給予的照護與明日計畫。', 'Jeden dzień pacjenta hospitalizowanego: stan, opieka i plan na jutro.', 'Jeden den hospitalizovaného pacienta: stav, poskytnutá péče a plán na zítřek.', 'En dag för en inlagd patient: status, given vård och plan för i morgon.', 'Един ден на хоспитализиран пациент: състояние, грижи и план за утре.', 'Um dia de um paciente internado: estado, cuidados prestados e plano para amanhã.', 'Egy kórházi nap: állapot, ellátás és a holnapi terv.', '입원 환자의 하루: 상태, 처치 내용 및 내일 계획.'],
  euthanasia: ['Euthanasia', 'Eutanasie', 'Eutanàsia', 'Eutanasia', 'Eutanasia', 'Euthanasie', '安樂死', 'Eutanazja', 'Eutanazie', 'Avlivning', 'Евтаназия', 'Eutanásia', 'Eutanázia', '안락사'],
  euthanasia_desc: ["Owner's consent, the procedure and aftercare of the body.", 'Consimțământul proprietarului, procedura și grija pentru corp.', "Consentiment del propietari, el procediment i la cura del cos.", 'Persetujuan pemilik, prosedur, dan penanganan jasad.', 'Consentimiento del propietario, el procedimiento y el cuidado del cuerpo.', 'Consentement du propriétaire, procédure et devenir du corps.', '飼主同意、處置過程與遺體後續安排。', 'Zgoda właściciela, przebieg i postępowanie z ciałem.', 'Souhlas majitele, průběh a péče o tělo.', 'Ägarens samtycke, ingreppet och omhändertagande av kroppen.', 'Съгласие на собственика, процедурата и грижа за тялото.', 'Consentimento do tutor, o procedimento e o destino do corpo.', 'A tulajdonos beleegyezése, a beavatkozás és a tetem elhelyezése.', '보호자 동의, 시술 과정 및 사후 처리.'],

  // ---------- sections ----------
  subjective: ['Subjective', 'Subiectiv', 'Subjectiu', 'Subjektif', 'Subjetivo', 'Subjectif', '主觀', 'Subiektywne', 'Subjektivní', 'Subjektivt', 'Субективно', 'Subjetivo', 'Szubjektív', '주관적 소견'],
  objective: ['Objective', 'Obiectiv', 'Objectiu', 'Objektif', 'Objetivo', 'Objectif', '客觀', 'Obiektywne', 'Objektivní', 'Objektivt', 'Обективно', 'Objetivo', 'Objektív', '객관적 소견'],
  assessment: ['Assessment', 'Evaluare', 'Valoració', 'Penilaian', 'Evaluación', 'Évaluation', '評估', 'Ocena', 'Zhodnocení', 'Bedömning', 'Оценка', 'Avaliação', 'Értékelés', '평가'],
  plan: ['Plan', 'Plan', 'Pla', 'Rencana', 'Plan', 'Plan', '計畫', 'Plan', 'Plán', 'Plan', 'План', 'Plano', 'Terv', '계획'],
  pre_op: ['Before surgery', 'Înainte de intervenție', 'Abans de la cirurgia', 'Sebelum operasi', 'Antes de la cirugía', "Avant l'intervention", '術前', 'Przed zabiegiem', 'Před zákrokem', 'Före ingreppet', 'Преди операцията', 'Antes da cirurgia', 'Műtét előtt', '수술 전'],
  procedure: ['Procedure', 'Procedură', 'Procediment', 'Prosedur', 'Procedimiento', 'Intervention', '處置', 'Zabieg', 'Zákrok', 'Ingrepp', 'Процедура', 'Procedimento', 'Beavatkozás', '시술'],
  post_op: ['After surgery', 'După intervenție', 'Després de la cirurgia', 'Setelah operasi', 'Después de la cirugía', "Après l'intervention", '術後', 'Po zabiegu', 'Po zákroku', 'Efter ingreppet', 'След операцията', 'Após a cirurgia', 'Műtét után', '수술 후'],
  oral_exam: ['Oral examination', 'Examinare orală', 'Exploració oral', 'Pemeriksaan mulut', 'Exploración oral', 'Examen buccal', '口腔檢查', 'Badanie jamy ustnej', 'Vyšetření dutiny ústní', 'Munhåleundersökning', 'Преглед на устната кухина', 'Exame oral', 'Szájüregi vizsgálat', '구강 검사'],
  patient_status: ['Patient status', 'Starea pacientului', 'Estat del pacient', 'Kondisi pasien', 'Estado del paciente', 'État du patient', '病患狀態', 'Stan pacjenta', 'Stav pacienta', 'Patientens status', 'Състояние на пациента', 'Estado do paciente', 'A beteg állapota', '환자 상태'],
  care: ['Care and treatment', 'Îngrijire și tratament', 'Cures i tractament', 'Perawatan dan pengobatan', 'Cuidados y tratamiento', 'Soins et traitement', '照護與治療', 'Opieka i leczenie', 'Péče a léčba', 'Vård och behandling', 'Грижи и лечение', 'Cuidados e tratamento', 'Ápolás és kezelés', '간호 및 치료'],
  consent: ['Consent', 'Consimțământ', 'Consentiment', 'Persetujuan', 'Consentimiento', 'Consentement', '同意', 'Zgoda', 'Souhlas', 'Samtycke', 'Съгласие', 'Consentimento', 'Beleegyezés', '동의'],
  aftercare: ['Aftercare', 'După procedură', 'Després del procediment', 'Penanganan setelahnya', 'Después del procedimiento', 'Après la procédure', '後續安排', 'Postępowanie po zabiegu', 'Následná péče', 'Efteråt', 'След процедурата', 'Após o procedimento', 'Utána', '사후 처리'],

  // ---------- fields ----------
  history: ['History', 'Istoric', 'Història clínica', 'Riwayat', 'Historia clínica', 'Anamnèse', '病史', 'Wywiad', 'Anamnéza', 'Anamnes', 'Анамнеза', 'Histórico', 'Kórelőzmény', '병력'],
  complaint: ['Presenting complaint', 'Motivul prezentării', 'Motiu de consulta', 'Keluhan utama', 'Motivo de consulta', 'Motif de consultation', '主訴', 'Powód wizyty', 'Důvod návštěvy', 'Besöksorsak', 'Причина за посещението', 'Motivo da consulta', 'A megjelenés oka', '내원 사유'],
  exam: ['Physical examination', 'Examen clinic', 'Exploració física', 'Pemeriksaan fisik', 'Exploración física', 'Examen clinique', '理學檢查', 'Badanie kliniczne', 'Klinické vyšetření', 'Klinisk undersökning', 'Клиничен преглед', 'Exame físico', 'Fizikális vizsgálat', '신체 검사'],
  anesthesia: ['Anesthesia', 'Anestezie', 'Anestèsia', 'Anestesi', 'Anestesia', 'Anesthésie', '麻醉', 'Znieczulenie', 'Anestezie', 'Anestesi', 'Анестезия', 'Anestesia', 'Altatás', '마취'],
  vitals: ['Vitals', 'Semne vitale', 'Constants vitals', 'Tanda vital', 'Constantes vitales', 'Paramètres vitaux', '生命徵象', 'Parametry życiowe', 'Vitální funkce', 'Vitalparametrar', 'Жизнени показатели', 'Sinais vitais', 'Életjelek', '활력 징후'],
  diagnoses: ['Diagnoses', 'Diagnostice', 'Diagnòstics', 'Diagnosis', 'Diagnósticos', 'Diagnostics', '診斷', 'Rozpoznania', 'Diagnózy', 'Diagnoser', 'Диагнози', 'Diagnósticos', 'Diagnózisok', '진단'],
  assessment_notes: ['Assessment notes', 'Note de evaluare', 'Notes de valoració', 'Catatan penilaian', 'Notas de evaluación', "Notes d'évaluation", '評估紀錄', 'Uwagi do oceny', 'Poznámky k zhodnocení', 'Bedömningsanteckningar', 'Бележки към оценката', 'Notas de avaliação', 'Értékelési jegyzetek', '평가 메모'],
  treatment_plan: ['Treatment plan', 'Plan de tratament', 'Pla de tractament', 'Rencana pengobatan', 'Plan de tratamiento', 'Plan de traitement', '治療計畫', 'Plan leczenia', 'Léčebný plán', 'Behandlingsplan', 'План за лечение', 'Plano de tratamento', 'Kezelési terv', '치료 계획'],
  prescriptions: ['Prescriptions', 'Prescripții', 'Receptes', 'Resep', 'Recetas', 'Ordonnances', '處方', 'Recepty', 'Předpisy', 'Recept', 'Рецепти', 'Receitas', 'Receptek', '처방'],
  items: ['Services and products used', 'Servicii și produse folosite', 'Serveis i productes utilitzats', 'Layanan dan produk yang digunakan', 'Servicios y productos utilizados', 'Prestations et produits utilisés', '使用的服務與產品', 'Wykorzystane usługi i produkty', 'Použité služby a produkty', 'Använda tjänster och produkter', 'Използвани услуги и продукти', 'Serviços e produtos utilizados', 'Felhasznált szolgáltatások és termékek', '사용한 서비스 및 제품'],
  recheck: ['Recheck date', 'Data controlului', 'Data de revisió', 'Tanggal kontrol ulang', 'Fecha de revisión', 'Date de contrôle', '回診日期', 'Data kontroli', 'Datum kontroly', 'Datum för återbesök', 'Дата за контролен преглед', 'Data de reavaliação', 'Kontroll időpontja', '재진 날짜'],
  vaccines: ['Vaccines given', 'Vaccinuri administrate', 'Vacunes administrades', 'Vaksin yang diberikan', 'Vacunas administradas', 'Vaccins administrés', '已施打疫苗', 'Podane szczepionki', 'Podané vakcíny', 'Givna vacciner', 'Поставени ваксини', 'Vacinas aplicadas', 'Beadott oltások', '접종한 백신'],
  batch: ['Batch numbers', 'Numere de lot', 'Números de lot', 'Nomor batch', 'Números de lote', 'Numéros de lot', '批號', 'Numery serii', 'Čísla šarží', 'Satsnummer', 'Партидни номера', 'Números de lote', 'Gyártási számok', '로트 번호'],
  health_check: ['Health check before vaccination done', 'Control de sănătate efectuat înainte de vaccinare', 'Revisió de salut feta abans de vacunar', 'Pemeriksaan kesehatan sebelum vaksinasi sudah dilakukan', 'Revisión de salud hecha antes de vacunar', 'Contrôle de santé fait avant la vaccination', '接種前已完成健康檢查', 'Badanie przed szczepieniem wykonane', 'Kontrola zdraví před očkováním provedena', 'Hälsokontroll före vaccination gjord', 'Направен преглед преди ваксинацията', 'Exame de saúde feito antes da vacinação', 'Oltás előtti vizsgálat megtörtént', '접종 전 건강 검진 완료'],
  next_due: ['Next vaccination due', 'Următoarea vaccinare', 'Propera vacunació', 'Vaksinasi berikutnya', 'Próxima vacunación', 'Prochain rappel', '下次接種日期', 'Kolejne szczepienie', 'Další očkování', 'Nästa vaccination', 'Следваща ваксинация', 'Próxima vacinação', 'Következő oltás', '다음 접종일'],
  reactions: ['Reactions and notes', 'Reacții și observații', 'Reaccions i notes', 'Reaksi dan catatan', 'Reacciones y notas', 'Réactions et remarques', '反應與備註', 'Reakcje i uwagi', 'Reakce a poznámky', 'Reaktioner och anteckningar', 'Реакции и бележки', 'Reações e notas', 'Reakciók és megjegyzések', '반응 및 메모'],
  asa: ['ASA class', 'Clasa ASA', 'Classe ASA', 'Kelas ASA', 'Clase ASA', 'Classe ASA', 'ASA 分級', 'Klasa ASA', 'Třída ASA', 'ASA-klass', 'ASA клас', 'Classe ASA', 'ASA osztály', 'ASA 등급'],
  fasted: ['Fasted', 'A stat nemâncat', 'En dejú', 'Sudah dipuasakan', 'En ayunas', 'À jeun', '已禁食', 'Na czczo', 'Nalačno', 'Fastande', 'На гладно', 'Em jejum', 'Éheztetve', '금식 완료'],
  consent_signed: ['Consent signed', 'Consimțământ semnat', 'Consentiment signat', 'Persetujuan ditandatangani', 'Consentimiento firmado', 'Consentement signé', '已簽署同意書', 'Zgoda podpisana', 'Souhlas podepsán', 'Samtycke undertecknat', 'Подписано съгласие', 'Consentimento assinado', 'Beleegyezés aláírva', '동의서 서명 완료'],
  procedure_desc: ['Procedure performed', 'Procedura efectuată', 'Procediment realitzat', 'Prosedur yang dilakukan', 'Procedimiento realizado', 'Intervention réalisée', '執行的處置', 'Wykonany zabieg', 'Provedený zákrok', 'Utfört ingrepp', 'Извършена процедура', 'Procedimento realizado', 'Elvégzett beavatkozás', '시행한 시술'],
  findings: ['Findings', 'Constatări', 'Troballes', 'Temuan', 'Hallazgos', 'Observations', '發現', 'Obserwacje', 'Nálezy', 'Fynd', 'Находки', 'Achados', 'Leletek', '소견'],
  duration: ['Duration', 'Durată', 'Durada', 'Durasi', 'Duración', 'Durée', '時長', 'Czas trwania', 'Doba trvání', 'Varaktighet', 'Продължителност', 'Duração', 'Időtartam', '소요 시간'],
  recovery: ['Recovery notes', 'Note despre trezire', 'Notes de recuperació', 'Catatan pemulihan', 'Notas de recuperación', 'Notes de réveil', '恢復紀錄', 'Uwagi o wybudzeniu', 'Poznámky k probouzení', 'Anteckningar om uppvaknande', 'Бележки за възстановяването', 'Notas de recuperação', 'Ébredési jegyzetek', '회복 메모'],
  suture: ['Suture removal date', 'Data scoaterii firelor', 'Data de retirada dels punts', 'Tanggal lepas jahitan', 'Fecha de retirada de puntos', 'Date de retrait des fils', '拆線日期', 'Data zdjęcia szwów', 'Datum vytažení stehů', 'Datum för suturtagning', 'Дата за сваляне на конците', 'Data de remoção dos pontos', 'Varratszedés időpontja', '실밥 제거일'],
  periodontal: ['Periodontal disease grade', 'Gradul bolii parodontale', 'Grau de malaltia periodontal', 'Derajat penyakit periodontal', 'Grado de enfermedad periodontal', 'Stade de la maladie parodontale', '牙周病分級', 'Stopień choroby przyzębia', 'Stupeň parodontózy', 'Grad av parodontit', 'Степен на пародонтоза', 'Grau de doença periodontal', 'Fogágybetegség foka', '치주 질환 단계'],
  dental_procedures: ['Procedures', 'Proceduri', 'Procediments', 'Prosedur', 'Procedimientos', 'Soins réalisés', '處置項目', 'Zabiegi', 'Zákroky', 'Ingrepp', 'Процедури', 'Procedimentos', 'Beavatkozások', '처치 항목'],
  teeth: ['Teeth extracted', 'Dinți extrași', 'Dents extretes', 'Gigi yang dicabut', 'Dientes extraídos', 'Dents extraites', '拔除的牙齒', 'Usunięte zęby', 'Extrahované zuby', 'Extraherade tänder', 'Извадени зъби', 'Dentes extraídos', 'Eltávolított fogak', '발치한 치아'],
  home_care: ['Home care instructions', 'Instrucțiuni de îngrijire acasă', 'Instruccions de cura a casa', 'Petunjuk perawatan di rumah', 'Instrucciones de cuidado en casa', 'Consignes de soins à domicile', '居家照護說明', 'Zalecenia do opieki domowej', 'Pokyny k domácí péči', 'Instruktioner för hemvård', 'Указания за домашни грижи', 'Instruções de cuidados em casa', 'Otthoni ápolási utasítások', '가정 관리 안내'],
  attitude: ['Attitude', 'Comportament', 'Actitud', 'Sikap', 'Actitud', 'Attitude', '精神狀態', 'Zachowanie', 'Chování', 'Allmäntillstånd', 'Поведение', 'Atitude', 'Viselkedés', '의식 상태'],
  appetite: ['Appetite', 'Apetit', 'Gana', 'Nafsu makan', 'Apetito', 'Appétit', '食慾', 'Apetyt', 'Chuť k jídlu', 'Aptit', 'Апетит', 'Apetite', 'Étvágy', '식욕'],
  fluids: ['Fluid therapy', 'Fluidoterapie', 'Fluidoteràpia', 'Terapi cairan', 'Fluidoterapia', 'Fluidothérapie', '輸液治療', 'Płynoterapia', 'Infuzní terapie', 'Vätsketerapi', 'Инфузионна терапия', 'Fluidoterapia', 'Folyadékterápia', '수액 요법'],
  treatments: ['Treatments given', 'Tratamente administrate', 'Tractaments administrats', 'Pengobatan yang diberikan', 'Tratamientos administrados', 'Traitements administrés', '已給予的治療', 'Podane leki i zabiegi', 'Podaná léčba', 'Given behandling', 'Приложено лечение', 'Tratamentos administrados', 'Adott kezelések', '시행한 처치'],
  urinated: ['Urinated', 'A urinat', 'Ha orinat', 'Sudah buang air kecil', 'Ha orinado', 'A uriné', '已排尿', 'Oddał mocz', 'Močil', 'Har kissat', 'Уринирал', 'Urinou', 'Vizelt', '배뇨함'],
  defecated: ['Defecated', 'A defecat', 'Ha defecat', 'Sudah buang air besar', 'Ha defecado', 'A déféqué', '已排便', 'Oddał kał', 'Vyprázdnil se', 'Har bajsat', 'Дефекирал', 'Defecou', 'Székelt', '배변함'],
  notes: ['Notes', 'Observații', 'Notes', 'Catatan', 'Notas', 'Remarques', '備註', 'Uwagi', 'Poznámky', 'Anteckningar', 'Бележки', 'Notas', 'Megjegyzések', '메모'],
  reason: ['Reason', 'Motiv', 'Motiu', 'Alasan', 'Motivo', 'Motif', '原因', 'Powód', 'Důvod', 'Orsak', 'Причина', 'Motivo', 'Indok', '사유'],
  owner_present: ['Owner present', 'Proprietar prezent', 'Propietari present', 'Pemilik hadir', 'Propietario presente', 'Propriétaire présent', '飼主在場', 'Właściciel obecny', 'Majitel přítomen', 'Ägaren närvarande', 'Собственикът присъства', 'Tutor presente', 'A tulajdonos jelen volt', '보호자 동석'],
  sedation: ['Sedation', 'Sedare', 'Sedació', 'Sedasi', 'Sedación', 'Sédation', '鎮靜', 'Sedacja', 'Sedace', 'Sedering', 'Седация', 'Sedação', 'Szedálás', '진정'],
  agent: ['Euthanasia agent and dose', 'Substanța de eutanasie și doza', "Agent d'eutanàsia i dosi", 'Obat eutanasia dan dosis', 'Agente de eutanasia y dosis', "Produit d'euthanasie et dose", '安樂死藥物與劑量', 'Środek do eutanazji i dawka', 'Přípravek k eutanazii a dávka', 'Avlivningsmedel och dos', 'Средство за евтаназия и доза', 'Agente de eutanásia e dose', 'Eutanázia szere és adagja', '안락사 약물 및 용량'],
  death_confirmed: ['Death confirmed (time and signs)', 'Deces confirmat (ora și semnele)', 'Mort confirmada (hora i signes)', 'Kematian dipastikan (waktu dan tanda)', 'Muerte confirmada (hora y signos)', 'Décès constaté (heure et signes)', '確認死亡（時間與徵象）', 'Stwierdzenie zgonu (godzina i objawy)', 'Potvrzení smrti (čas a známky)', 'Död konstaterad (tid och tecken)', 'Потвърдена смърт (час и признаци)', 'Óbito confirmado (hora e sinais)', 'Halál megállapítása (időpont és jelek)', '사망 확인 (시간 및 징후)'],
  body_care: ['Body care', 'Grija pentru corp', 'Cura del cos', 'Penanganan jasad', 'Cuidado del cuerpo', 'Devenir du corps', '遺體處理', 'Postępowanie z ciałem', 'Péče o tělo', 'Omhändertagande av kroppen', 'Грижа за тялото', 'Destino do corpo', 'A tetem elhelyezése', '유해 처리'],

  // ---------- options ----------
  opt_scaling: ['Scaling and polishing', 'Detartraj și periaj', 'Tartrectomia i poliment', 'Scaling dan pemolesan', 'Tartrectomía y pulido', 'Détartrage et polissage', '洗牙與拋光', 'Skaling i polerowanie', 'Odstranění zubního kamene a leštění', 'Tandstensborttagning och polering', 'Почистване на зъбен камък и полиране', 'Destartarização e polimento', 'Fogkőeltávolítás és polírozás', '스케일링 및 폴리싱'],
  opt_extractions: ['Extractions', 'Extracții', 'Extraccions', 'Pencabutan', 'Extracciones', 'Extractions', '拔牙', 'Ekstrakcje', 'Extrakce', 'Extraktioner', 'Екстракции', 'Extrações', 'Foghúzás', '발치'],
  opt_radiographs: ['Dental radiographs', 'Radiografii dentare', 'Radiografies dentals', 'Rontgen gigi', 'Radiografías dentales', 'Radiographies dentaires', '牙科X光', 'Zdjęcia RTG zębów', 'Dentální RTG', 'Tandröntgen', 'Дентални рентгенографии', 'Radiografias dentárias', 'Fogröntgen', '치과 방사선 촬영'],
  opt_fluoride: ['Fluoride treatment', 'Tratament cu fluor', 'Tractament amb fluor', 'Perawatan fluorida', 'Tratamiento con flúor', 'Traitement au fluor', '塗氟', 'Fluoryzacja', 'Fluoridace', 'Fluorbehandling', 'Флуорна обработка', 'Aplicação de flúor', 'Fluoridos kezelés', '불소 도포'],
  opt_bright: ['Bright and alert', 'Vioi și atent', 'Alerta i actiu', 'Aktif dan waspada', 'Alerta y activo', 'Vif et alerte', '活潑警覺', 'Żywy i czujny', 'Čilý a bdělý', 'Pigg och alert', 'Бодър и внимателен', 'Alerta e ativo', 'Élénk és éber', '활발하고 명료함'],
  opt_quiet: ['Quiet but alert', 'Liniștit, dar atent', 'Tranquil però alerta', 'Tenang tetapi waspada', 'Tranquilo pero alerta', 'Calme mais alerte', '安靜但警覺', 'Spokojny, ale czujny', 'Klidný, ale bdělý', 'Stilla men alert', 'Спокоен, но внимателен', 'Calmo mas alerta', 'Csendes, de éber', '조용하나 명료함'],
  opt_depressed: ['Depressed', 'Abătut', 'Deprimit', 'Lesu', 'Deprimido', 'Abattu', '沉鬱', 'Apatyczny', 'Apatický', 'Nedstämd', 'Потиснат', 'Deprimido', 'Levert', '침울함'],
  opt_unresponsive: ['Unresponsive', 'Nu reacționează', 'No respon', 'Tidak responsif', 'No responde', 'Ne réagit pas', '無反應', 'Nie reaguje', 'Nereaguje', 'Reagerar inte', 'Не реагира', 'Não responde', 'Nem reagál', '무반응'],
  opt_normal: ['Normal', 'Normal', 'Normal', 'Normal', 'Normal', 'Normal', '正常', 'Normalny', 'Normální', 'Normal', 'Нормален', 'Normal', 'Normális', '정상'],
  opt_reduced: ['Reduced', 'Scăzut', 'Reduïda', 'Berkurang', 'Reducido', 'Diminué', '減少', 'Zmniejszony', 'Snížená', 'Nedsatt', 'Намален', 'Reduzido', 'Csökkent', '감소'],
  opt_none: ['None', 'Absent', 'Cap', 'Tidak ada', 'Ninguno', 'Aucun', '無', 'Brak', 'Žádná', 'Ingen', 'Липсва', 'Nenhum', 'Nincs', '없음'],
  opt_communal: ['Communal cremation', 'Incinerare comună', 'Incineració col·lectiva', 'Kremasi bersama', 'Incineración colectiva', 'Incinération collective', '集體火化', 'Kremacja zbiorowa', 'Hromadná kremace', 'Gemensam kremering', 'Обща кремация', 'Cremação coletiva', 'Közös hamvasztás', '합동 화장'],
  opt_individual: ['Individual cremation', 'Incinerare individuală', 'Incineració individual', 'Kremasi individu', 'Incineración individual', 'Incinération individuelle', '個別火化', 'Kremacja indywidualna', 'Individuální kremace', 'Separat kremering', 'Индивидуална кремация', 'Cremação individual', 'Egyéni hamvasztás', '개별 화장'],
  opt_home_burial: ['Home burial', 'Înmormântare acasă', 'Enterrament a casa', 'Dikubur di rumah', 'Entierro en casa', 'Inhumation à domicile', '自行埋葬', 'Pochówek w domu', 'Pohřeb doma', 'Begravning hemma', 'Погребение у дома', 'Enterro em casa', 'Otthoni temetés', '자택 매장'],
  opt_other: ['Other', 'Altceva', 'Altres', 'Lainnya', 'Otro', 'Autre', '其他', 'Inne', 'Jiné', 'Annat', 'Друго', 'Outro', 'Egyéb', '기타'],
} as const satisfies Record<string, T14>;

type TextKey = keyof typeof TEXT;

interface RepoField { key: string; label: TextKey; type: RecordFieldType; unit?: string; options?: (TextKey | { raw: string })[]; required?: boolean }
interface RepoSection { key: string; title: TextKey; fields: RepoField[] }
interface RepoTemplate { key: RecordRepoKey; isDefault: boolean; sections: RepoSection[] }

const md = (key: string, label: TextKey = key as TextKey): RepoField => ({ key, label, type: 'markdown' });
const block = (type: 'vitals' | 'diagnoses' | 'prescriptions' | 'items' | 'anesthesia'): RepoField => ({ key: type, label: type, type });
const raw = (...values: string[]) => values.map((v) => ({ raw: v }));

const REPOSITORY: readonly RepoTemplate[] = [
  {
    key: 'soap', isDefault: true, sections: [
      { key: 'subjective', title: 'subjective', fields: [md('complaint'), md('history')] },
      { key: 'objective', title: 'objective', fields: [block('vitals'), md('exam')] },
      { key: 'assessment', title: 'assessment', fields: [block('diagnoses'), md('assessment_notes')] },
      { key: 'plan', title: 'plan', fields: [md('treatment_plan'), block('prescriptions'), block('items'), { key: 'recheck', label: 'recheck', type: 'date' }] },
    ],
  },
  {
    key: 'vaccination', isDefault: false, sections: [
      { key: 'objective', title: 'objective', fields: [{ key: 'health_check', label: 'health_check', type: 'checkbox' }, block('vitals'), md('exam')] },
      { key: 'vaccination', title: 'vaccination', fields: [md('vaccines'), md('batch'), md('reactions'), { key: 'next_due', label: 'next_due', type: 'date' }, block('items')] },
    ],
  },
  {
    key: 'surgery', isDefault: false, sections: [
      { key: 'pre_op', title: 'pre_op', fields: [md('history'), block('vitals'), { key: 'asa', label: 'asa', type: 'select', options: raw('I', 'II', 'III', 'IV', 'V') }, { key: 'fasted', label: 'fasted', type: 'checkbox' }, { key: 'consent_signed', label: 'consent_signed', type: 'checkbox' }] },
      { key: 'procedure', title: 'procedure', fields: [block('anesthesia'), md('procedure_desc'), md('findings'), { key: 'duration', label: 'duration', type: 'number', unit: 'min' }, block('diagnoses')] },
      { key: 'post_op', title: 'post_op', fields: [md('recovery'), block('prescriptions'), block('items'), { key: 'suture', label: 'suture', type: 'date' }] },
    ],
  },
  {
    key: 'dental', isDefault: false, sections: [
      { key: 'oral_exam', title: 'oral_exam', fields: [md('exam'), { key: 'periodontal', label: 'periodontal', type: 'select', options: raw('0', '1', '2', '3', '4') }, block('vitals')] },
      { key: 'procedure', title: 'procedure', fields: [block('anesthesia'), { key: 'dental_procedures', label: 'dental_procedures', type: 'multiselect', options: ['opt_scaling', 'opt_extractions', 'opt_radiographs', 'opt_fluoride'] }, md('teeth'), md('findings'), block('diagnoses')] },
      { key: 'plan', title: 'plan', fields: [md('home_care'), block('prescriptions'), block('items'), { key: 'recheck', label: 'recheck', type: 'date' }] },
    ],
  },
  {
    key: 'hospitalisation_day', isDefault: false, sections: [
      { key: 'patient_status', title: 'patient_status', fields: [block('vitals'), { key: 'attitude', label: 'attitude', type: 'select', options: ['opt_bright', 'opt_quiet', 'opt_depressed', 'opt_unresponsive'] }, { key: 'appetite', label: 'appetite', type: 'select', options: ['opt_normal', 'opt_reduced', 'opt_none'] }, { key: 'urinated', label: 'urinated', type: 'checkbox' }, { key: 'defecated', label: 'defecated', type: 'checkbox' }] },
      { key: 'care', title: 'care', fields: [md('fluids'), md('treatments'), block('prescriptions'), block('items')] },
      { key: 'plan', title: 'plan', fields: [md('treatment_plan'), md('notes')] },
    ],
  },
  {
    key: 'euthanasia', isDefault: false, sections: [
      { key: 'consent', title: 'consent', fields: [md('reason'), { key: 'consent_signed', label: 'consent_signed', type: 'checkbox', required: true }, { key: 'owner_present', label: 'owner_present', type: 'checkbox' }] },
      { key: 'procedure', title: 'procedure', fields: [md('sedation'), md('agent'), md('death_confirmed')] },
      { key: 'aftercare', title: 'aftercare', fields: [{ key: 'body_care', label: 'body_care', type: 'select', options: ['opt_communal', 'opt_individual', 'opt_home_burial', 'opt_other'] }, md('notes'), block('items')] },
    ],
  },
];

const text = (key: TextKey, lang: Language) => TEXT[key][LANGUAGES.indexOf(lang)];

export interface RepoTemplateText {
  repo_key: RecordRepoKey;
  name: string;
  description: string;
  is_default: boolean;
  sections: TRecordTemplateSection[];
}

/** One built-in template in a language (any locale code; unknown ones fall back to English). */
export function repoTemplate(key: RecordRepoKey, language: string): RepoTemplateText {
  const lang = resolveLanguage(language);
  const tpl = REPOSITORY.find((r) => r.key === key);
  if (!tpl) throw new Error(`unknown repository template ${key}`);
  return {
    repo_key: tpl.key,
    name: text(tpl.key, lang),
    description: text(`${tpl.key}_desc` as TextKey, lang),
    is_default: tpl.isDefault,
    sections: tpl.sections.map((s) => ({
      key: s.key,
      title: text(s.title, lang),
      fields: s.fields.map((f): TRecordTemplateField => ({
        key: f.key,
        label: text(f.label, lang),
        type: f.type,
        ...(f.unit ? { unit: f.unit } : {}),
        ...(f.options ? { options: f.options.map((o) => (typeof o === 'string' ? text(o, lang) : o.raw)) } : {}),
        ...(f.required ? { required: true } : {}),
      })),
    })),
  };
}

/** The whole repository in a language, in its fixed order (SOAP consultation first). */
export function recordRepository(language: string): RepoTemplateText[] {
  return REPOSITORY.map((r) => repoTemplate(r.key, language));
}
