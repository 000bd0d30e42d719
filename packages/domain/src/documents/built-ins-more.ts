/*
 * The built-in document templates in the languages other than English and Romanian (built-ins.ts), assembled
 * from translated phrases into one grammar-neutral layout ("Label: value" lines), so every language has the
 * same placeholders.
 */
interface Phrases {
  names: [string, string, string, string];
  patient: string; dob: string; microchip: string; owner: string; procedure: string; date: string; ownerSig: string; vet: string;
  speciesBreed: string; sex: string; vaccinationH: string; vaccines: string; stamp: string; visit: string; summaryH: string; homeH: string; callH: string;
  surgeryConsent: string; risks: [string, string, string, string];
  euthConsent: string; euthPoints: [string, string]; aftercare: string;
  certIntro: string;
  home: [string, string, string, string]; call: [string, string];
}

const LINE = '______________________________';

function build(p: Phrases) {
  const pet = `${p.patient}: **{{pet.nickname}}** ({{pet.species}}, {{pet.breed}})`;
  const end = `${p.date}: {{today}}\n\n${p.ownerSig}: ${LINE}\n\n${p.vet}: {{vet.full_name}}`;
  return {
    surgery_anesthesia_consent: {
      name: p.names[0],
      body: `${pet}\n${p.dob}: {{pet.birthday}} · ${p.microchip}: {{pet.microchip}}\n${p.owner}: **{{client.full_name}}** · {{client.phone}} · {{client.email}}\n${p.procedure}: {{appointment.service}} · {{appointment.start}} · {{appointment.vet}}\n\n${p.surgeryConsent}\n\n${p.risks.map((r) => `- ${r}`).join('\n')}\n\n${end}`,
    },
    euthanasia_consent: {
      name: p.names[1],
      body: `${pet}\n${p.microchip}: {{pet.microchip}}\n${p.owner}: **{{client.full_name}}** · {{client.phone}}\n\n${p.euthConsent}\n\n${p.euthPoints.map((r) => `- ${r}`).join('\n')}\n- ${p.aftercare}: ${LINE}\n\n${end}`,
    },
    vaccination_certificate: {
      name: p.names[2],
      body: `${p.certIntro}\n\n${p.patient}: **{{pet.nickname}}**\n${p.speciesBreed}: {{pet.species}}, {{pet.breed}}\n${p.sex}: {{pet.gender}}\n${p.dob}: {{pet.birthday}}\n${p.microchip}: {{pet.microchip}}\n${p.owner}: {{client.full_name}}, {{client.address}}\n\n## ${p.vaccinationH}\n\n${p.date}: {{record.date}}\n${p.vaccines}: ${LINE}\n\n${p.date}: {{today}}\n\n${p.vet}: **{{vet.full_name}}**    ${p.stamp}: ${LINE}`,
    },
    discharge_instructions: {
      name: p.names[3],
      body: `${p.patient}: **{{pet.nickname}}** ({{pet.species}})\n${p.owner}: {{client.full_name}}\n${p.visit}: {{record.title}} · {{record.date}} · {{record.vet}}\n\n## ${p.summaryH}\n\n{{record.client_summary}}\n\n## ${p.homeH}\n\n${p.home.map((r) => `- ${r}`).join('\n')}\n\n## ${p.callH}\n\n${p.call.map((r) => `- ${r}`).join('\n')}\n\n${p.date}: {{today}}\n${p.vet}: {{vet.full_name}}`,
    },
  };
}

export const MORE_BUILT_INS = {
  ca: build({
    names: ["Consentiment per a cirurgia i l'anestèsia", "Consentiment per a l'eutanàsia", 'Certificat de vacunació', "Instruccions d'alta"],
    patient: 'Pacient', dob: 'Data de naixement', microchip: 'Microxip', owner: 'Propietari', procedure: 'Procediment', date: 'Data', ownerSig: 'Signatura del propietari', vet: 'Veterinari',
    speciesBreed: 'Espècie i raça', sex: 'Sexe', vaccinationH: 'Vacunació', vaccines: 'Vacunes i números de lot', stamp: 'Signatura i segell', visit: 'Visita', summaryH: 'Resum', homeH: 'A casa', callH: 'Truqueu-nos al {{clinic.phone}} si',
    surgeryConsent: "Soc el propietari de l'animal indicat, o tinc l'autorització del propietari, i dono el meu consentiment per al procediment indicat, per a l'anestèsia general o la sedació que requereixi i per al tractament que l'equip veterinari consideri necessari durant la intervenció.",
    risks: ["He estat informat dels riscos de l'anestèsia i de la cirurgia, inclosa, rarament, la mort.", "He estat informat del cost estimat i que pot canviar si hi ha complicacions.", "He informat la clínica de qualsevol malaltia, medicació o reacció prèvia a l'anestèsia.", "Accepto estar localitzable per telèfon durant i després del procediment."],
    euthConsent: "Soc el propietari de l'animal indicat, o tinc l'autorització del propietari, i sol·licito i consento la seva eutanàsia humanitària per part de l'equip veterinari de {{clinic.name}}.",
    euthPoints: ["Segons el meu coneixement, l'animal no ha mossegat ningú en els darrers 14 dies.", "Entenc que l'eutanàsia és definitiva i irreversible."], aftercare: 'Destinació del cos',
    certIntro: "Es certifica que l'animal indicat a continuació ha estat examinat i vacunat a {{clinic.name}}.",
    home: ["Manteniu {{pet.nickname}} tranquil i a casa les properes 24 hores; només passejades curtes amb corretja.", "Oferiu-li una mica d'aigua aquesta nit i un àpat petit; alimentació normal a partir de demà si no us hem dit el contrari.", 'Doneu la medicació exactament com s’ha prescrit i acabeu el tractament.', 'Reviseu la ferida dues vegades al dia; no deixeu que {{pet.nickname}} la llepi ni la mossegui.'],
    call: ['{{pet.nickname}} no menja durant més de 24 hores, vomita repetidament o sembla que té dolor;', 'la ferida està vermella, inflamada, sagna o supura.'],
  }),
  id: build({
    names: ['Persetujuan operasi dan anestesi', 'Persetujuan eutanasia', 'Sertifikat vaksinasi', 'Instruksi pulang'],
    patient: 'Pasien', dob: 'Tanggal lahir', microchip: 'Mikrocip', owner: 'Pemilik', procedure: 'Prosedur', date: 'Tanggal', ownerSig: 'Tanda tangan pemilik', vet: 'Dokter hewan',
    speciesBreed: 'Spesies dan ras', sex: 'Jenis kelamin', vaccinationH: 'Vaksinasi', vaccines: 'Vaksin dan nomor batch', stamp: 'Tanda tangan dan stempel', visit: 'Kunjungan', summaryH: 'Ringkasan', homeH: 'Di rumah', callH: 'Hubungi kami di {{clinic.phone}} jika',
    surgeryConsent: 'Saya adalah pemilik hewan di atas, atau diberi kuasa oleh pemiliknya, dan saya menyetujui prosedur di atas, anestesi umum atau sedasi yang diperlukan, serta perawatan yang dianggap perlu oleh tim dokter hewan selama prosedur.',
    risks: ['Saya telah diberi tahu tentang risiko anestesi dan operasi, termasuk, meskipun jarang, kematian.', 'Saya telah diberi tahu perkiraan biaya dan bahwa biaya dapat berubah jika terjadi komplikasi.', 'Saya telah memberi tahu klinik tentang penyakit, obat, atau reaksi terhadap anestesi sebelumnya.', 'Saya bersedia dihubungi melalui telepon selama dan setelah prosedur.'],
    euthConsent: 'Saya adalah pemilik hewan di atas, atau diberi kuasa oleh pemiliknya, dan saya meminta serta menyetujui eutanasia yang manusiawi oleh tim dokter hewan {{clinic.name}}.',
    euthPoints: ['Sepengetahuan saya, hewan ini tidak menggigit siapa pun dalam 14 hari terakhir.', 'Saya memahami bahwa eutanasia bersifat final dan tidak dapat dibatalkan.'], aftercare: 'Penanganan jasad',
    certIntro: 'Dengan ini dinyatakan bahwa hewan di bawah ini telah diperiksa dan divaksinasi di {{clinic.name}}.',
    home: ['Jaga {{pet.nickname}} tetap tenang dan di dalam rumah selama 24 jam ke depan; hanya jalan-jalan singkat dengan tali.', 'Berikan sedikit air malam ini dan makanan dalam porsi kecil; makan seperti biasa mulai besok kecuali ada instruksi lain.', 'Berikan obat persis seperti yang diresepkan dan habiskan.', 'Periksa luka dua kali sehari; jangan biarkan {{pet.nickname}} menjilat atau menggigitnya.'],
    call: ['{{pet.nickname}} tidak makan lebih dari 24 jam, muntah berulang kali, atau tampak kesakitan;', 'luka tampak merah, bengkak, berdarah, atau mengeluarkan cairan.'],
  }),
  es: build({
    names: ['Consentimiento para cirugía y anestesia', 'Consentimiento para eutanasia', 'Certificado de vacunación', 'Instrucciones de alta'],
    patient: 'Paciente', dob: 'Fecha de nacimiento', microchip: 'Microchip', owner: 'Propietario', procedure: 'Procedimiento', date: 'Fecha', ownerSig: 'Firma del propietario', vet: 'Veterinario',
    speciesBreed: 'Especie y raza', sex: 'Sexo', vaccinationH: 'Vacunación', vaccines: 'Vacunas y números de lote', stamp: 'Firma y sello', visit: 'Visita', summaryH: 'Resumen', homeH: 'En casa', callH: 'Llámenos al {{clinic.phone}} si',
    surgeryConsent: 'Soy el propietario del animal indicado, o cuento con su autorización, y doy mi consentimiento para el procedimiento indicado, para la anestesia general o sedación que requiera y para el tratamiento que el equipo veterinario considere necesario durante el mismo.',
    risks: ['He sido informado de los riesgos de la anestesia y la cirugía, incluida, en raras ocasiones, la muerte.', 'He sido informado del coste estimado y de que puede cambiar si surgen complicaciones.', 'He informado a la clínica de cualquier enfermedad, medicación o reacción previa a la anestesia.', 'Acepto estar localizable por teléfono durante y después del procedimiento.'],
    euthConsent: 'Soy el propietario del animal indicado, o cuento con su autorización, y solicito y consiento su eutanasia humanitaria por parte del equipo veterinario de {{clinic.name}}.',
    euthPoints: ['Que yo sepa, el animal no ha mordido a nadie en los últimos 14 días.', 'Entiendo que la eutanasia es definitiva e irreversible.'], aftercare: 'Destino del cuerpo',
    certIntro: 'Se certifica que el animal indicado a continuación ha sido examinado y vacunado en {{clinic.name}}.',
    home: ['Mantenga a {{pet.nickname}} tranquilo y en casa durante las próximas 24 horas; solo paseos cortos con correa.', 'Ofrézcale un poco de agua esta noche y una comida pequeña; alimentación normal a partir de mañana salvo otra indicación.', 'Administre la medicación exactamente como se ha prescrito y termine el tratamiento.', 'Revise la herida dos veces al día; no deje que {{pet.nickname}} la lama ni la muerda.'],
    call: ['{{pet.nickname}} no come durante más de 24 horas, vomita repetidamente o parece tener dolor;', 'la herida está roja, hinchada, sangra o supura.'],
  }),
  fr: build({
    names: ["Consentement à la chirurgie et à l'anesthésie", "Consentement à l'euthanasie", 'Certificat de vaccination', 'Consignes de sortie'],
    patient: 'Patient', dob: 'Date de naissance', microchip: 'Puce électronique', owner: 'Propriétaire', procedure: 'Intervention', date: 'Date', ownerSig: 'Signature du propriétaire', vet: 'Vétérinaire',
    speciesBreed: 'Espèce et race', sex: 'Sexe', vaccinationH: 'Vaccination', vaccines: 'Vaccins et numéros de lot', stamp: 'Signature et cachet', visit: 'Consultation', summaryH: 'Résumé', homeH: 'À la maison', callH: 'Appelez-nous au {{clinic.phone}} si',
    surgeryConsent: "Je suis le propriétaire de l'animal ci-dessus, ou mandaté par lui, et je consens à l'intervention indiquée, à l'anesthésie générale ou à la sédation qu'elle nécessite, et aux soins que l'équipe vétérinaire jugera nécessaires pendant celle-ci.",
    risks: ["J'ai été informé des risques de l'anesthésie et de la chirurgie, y compris, rarement, le décès.", "J'ai été informé du coût estimé et qu'il peut changer en cas de complications.", "J'ai signalé à la clinique toute maladie, tout traitement ou toute réaction antérieure à une anesthésie.", "J'accepte d'être joignable par téléphone pendant et après l'intervention."],
    euthConsent: "Je suis le propriétaire de l'animal ci-dessus, ou mandaté par lui, et je demande et consens à son euthanasie par l'équipe vétérinaire de {{clinic.name}}.",
    euthPoints: ["À ma connaissance, l'animal n'a mordu personne au cours des 14 derniers jours.", "Je comprends que l'euthanasie est définitive et irréversible."], aftercare: 'Devenir du corps',
    certIntro: "Il est certifié que l'animal ci-dessous a été examiné et vacciné à {{clinic.name}}.",
    home: ['Gardez {{pet.nickname}} au calme et à l’intérieur pendant les 24 prochaines heures ; seulement de courtes promenades en laisse.', 'Proposez un peu d’eau ce soir et un petit repas ; alimentation normale dès demain sauf indication contraire.', 'Donnez les médicaments exactement comme prescrits et terminez le traitement.', 'Surveillez la plaie deux fois par jour ; empêchez {{pet.nickname}} de la lécher ou de la mordiller.'],
    call: ['{{pet.nickname}} ne mange pas depuis plus de 24 heures, vomit à plusieurs reprises ou semble souffrir ;', 'la plaie est rouge, gonflée, saigne ou suinte.'],
  }),
  'zh-TW': build({
    names: ['手術與麻醉同意書', '安樂死同意書', '疫苗接種證明書', '出院指示'],
    patient: '病患', dob: '出生日期', microchip: '晶片號碼', owner: '飼主', procedure: '處置', date: '日期', ownerSig: '飼主簽名', vet: '獸醫師',
    speciesBreed: '物種與品種', sex: '性別', vaccinationH: '疫苗接種', vaccines: '疫苗與批號', stamp: '簽名與印章', visit: '就診', summaryH: '摘要', homeH: '居家照護', callH: '出現下列情況請撥打 {{clinic.phone}}',
    surgeryConsent: '本人為上述動物之飼主或經飼主授權，同意進行上述處置、所需之全身麻醉或鎮靜，以及獸醫團隊於處置期間認為必要之治療。',
    risks: ['本人已被告知麻醉與手術的風險，包括罕見的死亡。', '本人已被告知預估費用，且若發生併發症費用可能變動。', '本人已告知診所任何疾病、用藥或先前對麻醉的反應。', '本人同意於處置期間及之後保持電話聯繫。'],
    euthConsent: '本人為上述動物之飼主或經飼主授權，請求並同意由 {{clinic.name}} 的獸醫團隊為其進行人道安樂死。',
    euthPoints: ['據本人所知，該動物於過去 14 天內未曾咬人。', '本人了解安樂死為最終且不可逆的決定。'], aftercare: '遺體處理方式',
    certIntro: '茲證明下列動物已於 {{clinic.name}} 接受檢查並完成疫苗接種。',
    home: ['接下來 24 小時請讓 {{pet.nickname}} 保持安靜並待在室內；僅可繫牽繩短暫散步。', '今晚給予少量飲水與少量食物；除非另有指示，明天起恢復正常餵食。', '請完全依照處方給藥並完成療程。', '每天檢查傷口兩次；不要讓 {{pet.nickname}} 舔咬傷口。'],
    call: ['{{pet.nickname}} 超過 24 小時未進食、反覆嘔吐或看起來疼痛；', '傷口發紅、腫脹、出血或有分泌物。'],
  }),
  pl: build({
    names: ['Zgoda na zabieg chirurgiczny i znieczulenie', 'Zgoda na eutanazję', 'Zaświadczenie o szczepieniu', 'Zalecenia po wypisie'],
    patient: 'Pacjent', dob: 'Data urodzenia', microchip: 'Mikroczip', owner: 'Właściciel', procedure: 'Zabieg', date: 'Data', ownerSig: 'Podpis właściciela', vet: 'Lekarz weterynarii',
    speciesBreed: 'Gatunek i rasa', sex: 'Płeć', vaccinationH: 'Szczepienie', vaccines: 'Szczepionki i numery serii', stamp: 'Podpis i pieczęć', visit: 'Wizyta', summaryH: 'Podsumowanie', homeH: 'W domu', callH: 'Zadzwoń do nas pod numer {{clinic.phone}}, jeśli',
    surgeryConsent: 'Jestem właścicielem powyższego zwierzęcia lub działam z upoważnienia właściciela i wyrażam zgodę na powyższy zabieg, wymagane znieczulenie ogólne lub sedację oraz leczenie, które zespół weterynaryjny uzna za konieczne w jego trakcie.',
    risks: ['Zostałem poinformowany o ryzyku znieczulenia i zabiegu, w tym, rzadko, o ryzyku śmierci.', 'Zostałem poinformowany o szacunkowym koszcie i o tym, że może się on zmienić w razie powikłań.', 'Poinformowałem klinikę o wszelkich chorobach, lekach lub wcześniejszych reakcjach na znieczulenie.', 'Zgadzam się być dostępny telefonicznie w trakcie i po zabiegu.'],
    euthConsent: 'Jestem właścicielem powyższego zwierzęcia lub działam z upoważnienia właściciela i proszę o humanitarną eutanazję przez zespół weterynaryjny {{clinic.name}} oraz wyrażam na nią zgodę.',
    euthPoints: ['Według mojej wiedzy zwierzę nikogo nie pogryzło w ciągu ostatnich 14 dni.', 'Rozumiem, że eutanazja jest ostateczna i nieodwracalna.'], aftercare: 'Postępowanie z ciałem',
    certIntro: 'Zaświadcza się, że poniższe zwierzę zostało zbadane i zaszczepione w {{clinic.name}}.',
    home: ['Przez najbliższe 24 godziny {{pet.nickname}} powinien odpoczywać w domu; tylko krótkie spacery na smyczy.', 'Dziś wieczorem podaj trochę wody i mały posiłek; od jutra normalne karmienie, chyba że zalecono inaczej.', 'Podawaj leki dokładnie według zaleceń i dokończ kurację.', 'Sprawdzaj ranę dwa razy dziennie; nie pozwól, by {{pet.nickname}} ją lizał lub gryzł.'],
    call: ['{{pet.nickname}} nie je dłużej niż 24 godziny, wielokrotnie wymiotuje lub wydaje się cierpieć;', 'rana jest zaczerwieniona, obrzęknięta, krwawi lub sączy się.'],
  }),
  cs: build({
    names: ['Souhlas s chirurgickým zákrokem a anestezií', 'Souhlas s eutanazií', 'Potvrzení o očkování', 'Pokyny při propuštění'],
    patient: 'Pacient', dob: 'Datum narození', microchip: 'Mikročip', owner: 'Majitel', procedure: 'Zákrok', date: 'Datum', ownerSig: 'Podpis majitele', vet: 'Veterinární lékař',
    speciesBreed: 'Druh a plemeno', sex: 'Pohlaví', vaccinationH: 'Očkování', vaccines: 'Vakcíny a čísla šarží', stamp: 'Podpis a razítko', visit: 'Návštěva', summaryH: 'Shrnutí', homeH: 'Doma', callH: 'Zavolejte nám na {{clinic.phone}}, pokud',
    surgeryConsent: 'Jsem majitelem výše uvedeného zvířete nebo jednám s jeho souhlasem a souhlasím s uvedeným zákrokem, s potřebnou celkovou anestezií nebo sedací a s léčbou, kterou veterinární tým během zákroku uzná za nutnou.',
    risks: ['Byl jsem poučen o rizicích anestezie a zákroku, včetně vzácně i úmrtí.', 'Byl jsem informován o odhadované ceně a o tom, že se při komplikacích může změnit.', 'Sdělil jsem klinice všechna onemocnění, léky i dřívější reakce na anestezii.', 'Souhlasím, že budu během zákroku i po něm k zastižení na telefonu.'],
    euthConsent: 'Jsem majitelem výše uvedeného zvířete nebo jednám s jeho souhlasem a žádám o jeho humánní eutanazii veterinárním týmem {{clinic.name}} a souhlasím s ní.',
    euthPoints: ['Podle mých znalostí zvíře v posledních 14 dnech nikoho nepokousalo.', 'Rozumím, že eutanazie je konečná a nevratná.'], aftercare: 'Naložení s tělem',
    certIntro: 'Potvrzuje se, že níže uvedené zvíře bylo vyšetřeno a očkováno v {{clinic.name}}.',
    home: ['Příštích 24 hodin nechte {{pet.nickname}} v klidu doma; jen krátké procházky na vodítku.', 'Dnes večer nabídněte trochu vody a malou porci jídla; od zítřka normální krmení, pokud nebylo řečeno jinak.', 'Podávejte léky přesně podle předpisu a dokončete léčbu.', 'Kontrolujte ránu dvakrát denně; nedovolte, aby ji {{pet.nickname}} olizoval nebo okusoval.'],
    call: ['{{pet.nickname}} nežere déle než 24 hodin, opakovaně zvrací nebo se zdá, že ho něco bolí;', 'rána je zarudlá, oteklá, krvácí nebo mokvá.'],
  }),
  sv: build({
    names: ['Samtycke till kirurgi och anestesi', 'Samtycke till avlivning', 'Vaccinationsintyg', 'Hemgångsråd'],
    patient: 'Patient', dob: 'Födelsedatum', microchip: 'Mikrochip', owner: 'Ägare', procedure: 'Ingrepp', date: 'Datum', ownerSig: 'Ägarens underskrift', vet: 'Veterinär',
    speciesBreed: 'Art och ras', sex: 'Kön', vaccinationH: 'Vaccination', vaccines: 'Vacciner och satsnummer', stamp: 'Underskrift och stämpel', visit: 'Besök', summaryH: 'Sammanfattning', homeH: 'Hemma', callH: 'Ring oss på {{clinic.phone}} om',
    surgeryConsent: 'Jag är ägare till djuret ovan, eller har ägarens fullmakt, och samtycker till ingreppet ovan, till den narkos eller sedering det kräver och till den behandling veterinärteamet bedömer nödvändig under ingreppet.',
    risks: ['Jag har informerats om riskerna med narkos och kirurgi, inklusive, i sällsynta fall, dödsfall.', 'Jag har informerats om den uppskattade kostnaden och att den kan ändras vid komplikationer.', 'Jag har berättat för kliniken om sjukdomar, mediciner eller tidigare reaktioner på narkos.', 'Jag går med på att vara nåbar per telefon under och efter ingreppet.'],
    euthConsent: 'Jag är ägare till djuret ovan, eller har ägarens fullmakt, och begär och samtycker till att det avlivas humant av veterinärteamet på {{clinic.name}}.',
    euthPoints: ['Såvitt jag vet har djuret inte bitit någon under de senaste 14 dagarna.', 'Jag förstår att avlivning är slutgiltig och inte kan ångras.'], aftercare: 'Omhändertagande av kroppen',
    certIntro: 'Härmed intygas att djuret nedan har undersökts och vaccinerats på {{clinic.name}}.',
    home: ['Håll {{pet.nickname}} lugn och inomhus de närmaste 24 timmarna; bara korta promenader i koppel.', 'Ge lite vatten i kväll och en liten måltid; normal utfodring från i morgon om inget annat sagts.', 'Ge medicinen exakt enligt ordination och fullfölj behandlingen.', 'Titta på såret två gånger om dagen; låt inte {{pet.nickname}} slicka eller tugga på det.'],
    call: ['{{pet.nickname}} inte äter på mer än 24 timmar, kräks upprepade gånger eller verkar ha ont;', 'såret är rött, svullet, blöder eller vätskar.'],
  }),
  bg: build({
    names: ['Информирано съгласие за операция и анестезия', 'Информирано съгласие за евтаназия', 'Сертификат за ваксинация', 'Указания при изписване'],
    patient: 'Пациент', dob: 'Дата на раждане', microchip: 'Микрочип', owner: 'Собственик', procedure: 'Процедура', date: 'Дата', ownerSig: 'Подпис на собственика', vet: 'Ветеринарен лекар',
    speciesBreed: 'Вид и порода', sex: 'Пол', vaccinationH: 'Ваксинация', vaccines: 'Ваксини и партидни номера', stamp: 'Подпис и печат', visit: 'Посещение', summaryH: 'Резюме', homeH: 'У дома', callH: 'Обадете ни се на {{clinic.phone}}, ако',
    surgeryConsent: 'Аз съм собственик на посоченото животно или съм упълномощен от собственика и давам съгласие за посочената процедура, за необходимата обща анестезия или седация и за лечението, което ветеринарният екип сметне за нужно по време на нея.',
    risks: ['Информиран съм за рисковете от анестезията и операцията, включително, рядко, смърт.', 'Информиран съм за очакваната цена и че тя може да се промени при усложнения.', 'Съобщил съм на клиниката за всяко заболяване, лекарство или предишна реакция към анестезия.', 'Съгласен съм да бъда на разположение по телефона по време на и след процедурата.'],
    euthConsent: 'Аз съм собственик на посоченото животно или съм упълномощен от собственика и моля и давам съгласие за хуманната му евтаназия от ветеринарния екип на {{clinic.name}}.',
    euthPoints: ['Доколкото ми е известно, животното не е ухапало никого през последните 14 дни.', 'Разбирам, че евтаназията е окончателна и необратима.'], aftercare: 'Грижа за тялото',
    certIntro: 'Удостоверява се, че посоченото по-долу животно е прегледано и ваксинирано в {{clinic.name}}.',
    home: ['Дръжте {{pet.nickname}} спокоен и вкъщи през следващите 24 часа; само кратки разходки с каишка.', 'Тази вечер дайте малко вода и малко храна; нормално хранене от утре, освен ако не е казано друго.', 'Давайте лекарствата точно както са предписани и завършете курса.', 'Проверявайте раната два пъти дневно; не позволявайте на {{pet.nickname}} да я ближе или гризе.'],
    call: ['{{pet.nickname}} не яде повече от 24 часа, повръща многократно или изглежда, че го боли;', 'раната е зачервена, подута, кърви или сълзи.'],
  }),
  pt: build({
    names: ['Consentimento para cirurgia e anestesia', 'Consentimento para eutanásia', 'Certificado de vacinação', 'Instruções de alta'],
    patient: 'Paciente', dob: 'Data de nascimento', microchip: 'Microchip', owner: 'Tutor', procedure: 'Procedimento', date: 'Data', ownerSig: 'Assinatura do tutor', vet: 'Médico veterinário',
    speciesBreed: 'Espécie e raça', sex: 'Sexo', vaccinationH: 'Vacinação', vaccines: 'Vacinas e números de lote', stamp: 'Assinatura e carimbo', visit: 'Consulta', summaryH: 'Resumo', homeH: 'Em casa', callH: 'Ligue-nos para {{clinic.phone}} se',
    surgeryConsent: 'Sou o tutor do animal acima, ou estou autorizado pelo tutor, e consinto no procedimento acima, na anestesia geral ou sedação de que necessite e no tratamento que a equipa veterinária considere necessário durante o mesmo.',
    risks: ['Fui informado dos riscos da anestesia e da cirurgia, incluindo, raramente, a morte.', 'Fui informado do custo estimado e de que pode mudar se surgirem complicações.', 'Informei a clínica de qualquer doença, medicação ou reação anterior à anestesia.', 'Aceito estar contactável por telefone durante e após o procedimento.'],
    euthConsent: 'Sou o tutor do animal acima, ou estou autorizado pelo tutor, e peço e consinto na sua eutanásia humanitária pela equipa veterinária de {{clinic.name}}.',
    euthPoints: ['Tanto quanto sei, o animal não mordeu ninguém nos últimos 14 dias.', 'Compreendo que a eutanásia é definitiva e irreversível.'], aftercare: 'Destino do corpo',
    certIntro: 'Certifica-se que o animal abaixo foi examinado e vacinado em {{clinic.name}}.',
    home: ['Mantenha {{pet.nickname}} calmo e dentro de casa nas próximas 24 horas; apenas passeios curtos com trela.', 'Ofereça um pouco de água esta noite e uma refeição pequena; alimentação normal a partir de amanhã, salvo indicação em contrário.', 'Dê a medicação exatamente como prescrita e termine o tratamento.', 'Verifique a ferida duas vezes por dia; não deixe {{pet.nickname}} lambê-la ou mordê-la.'],
    call: ['{{pet.nickname}} não come há mais de 24 horas, vomita repetidamente ou parece ter dores;', 'a ferida está vermelha, inchada, a sangrar ou com secreção.'],
  }),
  hu: build({
    names: ['Beleegyező nyilatkozat műtéthez és altatáshoz', 'Beleegyező nyilatkozat eutanáziához', 'Oltási igazolás', 'Hazabocsátási utasítások'],
    patient: 'Páciens', dob: 'Születési dátum', microchip: 'Mikrochip', owner: 'Tulajdonos', procedure: 'Beavatkozás', date: 'Dátum', ownerSig: 'A tulajdonos aláírása', vet: 'Állatorvos',
    speciesBreed: 'Faj és fajta', sex: 'Ivar', vaccinationH: 'Oltás', vaccines: 'Oltóanyagok és gyártási számok', stamp: 'Aláírás és bélyegző', visit: 'Vizit', summaryH: 'Összefoglaló', homeH: 'Otthon', callH: 'Hívjon minket a {{clinic.phone}} számon, ha',
    surgeryConsent: 'A fenti állat tulajdonosa vagyok, vagy a tulajdonos meghatalmazásával járok el, és beleegyezem a fenti beavatkozásba, az ahhoz szükséges általános érzéstelenítésbe vagy szedálásba, valamint az állatorvosi csapat által közben szükségesnek ítélt kezelésbe.',
    risks: ['Tájékoztattak az altatás és a műtét kockázatairól, beleértve a ritkán előforduló halált is.', 'Tájékoztattak a várható költségről, és arról, hogy szövődmények esetén ez változhat.', 'Tájékoztattam a klinikát minden betegségről, gyógyszerről vagy korábbi altatási reakcióról.', 'Vállalom, hogy a beavatkozás alatt és után telefonon elérhető leszek.'],
    euthConsent: 'A fenti állat tulajdonosa vagyok, vagy a tulajdonos meghatalmazásával járok el, és kérem, valamint beleegyezem, hogy a(z) {{clinic.name}} állatorvosi csapata humánus eutanáziát végezzen rajta.',
    euthPoints: ['Tudomásom szerint az állat az elmúlt 14 napban senkit nem harapott meg.', 'Megértem, hogy az eutanázia végleges és visszafordíthatatlan.'], aftercare: 'A tetem elhelyezése',
    certIntro: 'Igazoljuk, hogy az alábbi állatot a(z) {{clinic.name}} megvizsgálta és beoltotta.',
    home: ['A következő 24 órában {{pet.nickname}} maradjon nyugalomban, bent; csak rövid séták pórázon.', 'Ma este adjon kevés vizet és egy kis adag ételt; holnaptól normál etetés, hacsak másként nem kérték.', 'A gyógyszert pontosan az előírás szerint adja, és fejezze be a kúrát.', 'Naponta kétszer nézze meg a sebet; ne hagyja, hogy {{pet.nickname}} nyalja vagy rágja.'],
    call: ['{{pet.nickname}} több mint 24 órája nem eszik, ismételten hány vagy fájdalmai vannak;', 'a seb piros, duzzadt, vérzik vagy váladékozik.'],
  }),
  ko: build({
    names: ['수술 및 마취 동의서', '안락사 동의서', '예방접종 증명서', '퇴원 안내문'],
    patient: '환자', dob: '생년월일', microchip: '마이크로칩', owner: '보호자', procedure: '시술', date: '날짜', ownerSig: '보호자 서명', vet: '수의사',
    speciesBreed: '종 및 품종', sex: '성별', vaccinationH: '예방접종', vaccines: '백신 및 로트 번호', stamp: '서명 및 직인', visit: '진료', summaryH: '요약', homeH: '가정에서', callH: '다음의 경우 {{clinic.phone}}(으)로 연락하세요',
    surgeryConsent: '본인은 위 동물의 보호자이거나 보호자의 위임을 받은 사람으로서, 위 시술과 이에 필요한 전신 마취 또는 진정, 그리고 시술 중 수의 진료팀이 필요하다고 판단하는 치료에 동의합니다.',
    risks: ['마취와 수술의 위험(드물게 사망 포함)에 대해 설명을 들었습니다.', '예상 비용과 합병증 발생 시 비용이 달라질 수 있음을 설명 들었습니다.', '질병, 복용 중인 약, 이전 마취 반응을 병원에 알렸습니다.', '시술 중과 시술 후 전화 연락이 가능하도록 하겠습니다.'],
    euthConsent: '본인은 위 동물의 보호자이거나 보호자의 위임을 받은 사람으로서, {{clinic.name}} 수의 진료팀이 인도적인 안락사를 시행하는 것을 요청하고 이에 동의합니다.',
    euthPoints: ['제가 아는 한 이 동물은 최근 14일 동안 사람을 문 적이 없습니다.', '안락사는 되돌릴 수 없는 최종 결정임을 이해합니다.'], aftercare: '사체 처리 방법',
    certIntro: '아래 동물이 {{clinic.name}}에서 검진 및 예방접종을 받았음을 증명합니다.',
    home: ['앞으로 24시간 동안 {{pet.nickname}}을(를) 실내에서 안정시키고, 산책은 목줄을 하고 짧게만 하세요.', '오늘 밤에는 물을 조금, 음식은 소량만 주세요. 별도 안내가 없으면 내일부터 평소대로 급여하세요.', '처방대로 정확히 투약하고 끝까지 복용시키세요.', '하루 두 번 상처를 확인하고, {{pet.nickname}}이(가) 핥거나 물지 않게 하세요.'],
    call: ['{{pet.nickname}}이(가) 24시간 넘게 먹지 않거나, 반복해서 토하거나, 아파 보일 때;', '상처가 붉거나 붓거나 피가 나거나 분비물이 있을 때.'],
  }),
};
