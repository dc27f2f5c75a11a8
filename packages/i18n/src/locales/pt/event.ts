import type { Catalogue } from "../../catalogues.js";

/** Event messages in this language (English text → translation). */
export const event: Catalogue = {
  "Event manager": "Gestor de eventos",
  "Graphic designer": "Designer gráfico",
  "attendee-day": "participante-dia",
  attendee: "participante",
  "Concept, budget and venue booking": "Conceito, orçamento e reserva do espaço",
  "Venue hire (plenary and breakout rooms)": "Aluguer do espaço (sala plenária e salas paralelas)",
  "Concept, budget and venue sourcing": "Conceito, orçamento e procura do espaço",
  "Programme, speakers and sponsors": "Programa, oradores e patrocinadores",
  "Speakers and entertainment (fees and travel)": "Oradores e animação (honorários e viagens)",
  "Programme, speaker and sponsor management": "Gestão do programa, dos oradores e dos patrocinadores",
  "Marketing, registration and logistics": "Marketing, inscrições e logística",
  "Marketing and promotion": "Marketing e promoção",
  "Registration platform, badges and attendee communications":
    "Plataforma de inscrição, crachás e comunicação com os participantes",
  "Signage and printed materials": "Sinalética e materiais impressos",
  "Event insurance": "Seguro do evento",
  "Visual identity, signage and slide templates": "Identidade visual, sinalética e modelos de apresentação",
  "Logistics, run-of-show and supplier briefings": "Logística, alinhamento do evento e briefing dos fornecedores",
  "Conference days": "Dias da conferência",
  "Catering (lunch and refreshment breaks)": "Catering (almoço e coffee breaks)",
  "Audio-visual production": "Produção audiovisual",
  "Venue staffing, stage labour and security": "Pessoal do espaço, técnicos de palco e segurança",
  "On-site event management": "Direção do evento no local",
  "Wrap-up and reporting": "Encerramento e relatório",
  "Supplier reconciliation, attendee survey and report":
    "Acerto de contas com fornecedores, inquérito aos participantes e relatório",
  "Registrations fall short of the catering and room guarantees":
    "As inscrições ficam abaixo das garantias de catering e salas",
  "Set guarantees at 80% of expected attendance with a final-numbers date, and track registrations weekly against a target curve.":
    "Fixar as garantias em 80% da participação esperada com uma data para números finais, e acompanhar as inscrições semanalmente face a uma curva-alvo.",
  "A keynote speaker cancels": "Um orador principal cancela",
  "Confirm speakers in writing with travel booked early and keep a reserve speaker for each keynote slot.":
    "Confirmar os oradores por escrito com as viagens reservadas cedo e ter um orador de reserva para cada intervenção principal.",
  "Audio-visual or streaming failure during sessions": "Falha audiovisual ou de transmissão durante as sessões",
  "Technical rehearsal the day before, spare microphones and projectors, and a technician in every room.":
    "Ensaio técnico na véspera, microfones e projetores de reserva, e um técnico em cada sala.",
  "Catering numbers or menu prices above plan": "Número de refeições ou preços do menu acima do previsto",
  "Fix per-head prices in the venue contract and confirm dietary numbers a week before.":
    "Fixar os preços por pessoa no contrato do espaço e confirmar as dietas especiais uma semana antes.",
  attendees: "participantes",
  "Per attendee and day: what UK venues take per delegate (room hire, catering and AV hire) escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}), split and extended into venue, catering, audio-visual and staffing lines by the PCMA cost shares; per attendee: speakers, marketing, registration, print and insurance by the same shares.":
    "Por participante e dia: a receita por delegado dos espaços do Reino Unido (aluguer de sala, catering e audiovisual) atualizada para 2026 e levada a {{place}} pelo índice regional de custos (× {{factor}}), repartida e alargada em linhas de espaço, catering, audiovisual e pessoal segundo a distribuição de custos da PCMA; por participante: oradores, marketing, inscrição, impressão e seguro segundo a mesma distribuição.",
  "City tier {{tier}} (× {{tierFactor}}); {{quality}} standard (× {{qualityFactor}}).":
    "Cidade de nível {{tier}} (× {{tierFactor}}); nível {{quality}} (× {{qualityFactor}}).",
  "Lead time grows with the audience from the average meeting's 59 days (CWT 2020). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "O prazo de preparação cresce com o público a partir dos 59 dias de uma reunião média (CWT 2020). A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente fixa dão os intervalos.",
  "A {{days}}-day conference for {{attendees}} attendees in {{place}}: about {{perHead}} per attendee, planned over {{weeks}} weeks before the event.":
    "Uma conferência de {{days}} dias para {{attendees}} participantes em {{place}}: cerca de {{perHead}} por participante, planeada ao longo de {{weeks}} semanas antes do evento.",
  "{{attendees}} attendees, as stated.": "{{attendees}} participantes, conforme indicado.",
  "{{attendees}} attendees assumed: the request gave no number.":
    "{{attendees}} participantes assumidos: o pedido não indicava um número.",
  "{{days}} conference days, as stated.": "{{days}} dias de conferência, conforme indicado.",
  "One conference day assumed: the request gave no length.":
    "Um dia de conferência assumido: o pedido não indicava a duração.",
  "Attendees' travel and accommodation are excluded; speakers' fees and travel are included.":
    "As viagens e o alojamento dos participantes estão excluídos; os honorários e viagens dos oradores estão incluídos.",
  "Ticket revenue and sponsorship income are not netted off the cost.":
    "As receitas de bilheteira e patrocínio não são descontadas do custo.",
  "Evening receptions and dinners are not included unless the request names them.":
    "Receções e jantares não estão incluídos, salvo se o pedido os mencionar.",
  "How many parallel tracks or breakout rooms does the programme need?":
    "Quantas sessões paralelas ou salas adicionais o programa precisa?",
  "Is there an evening reception or conference dinner, and for how many?":
    "Há uma receção ou jantar da conferência, e para quantas pessoas?",
  "Is there an evening reception or conference dinner, and do all attendees come to it?":
    "Há uma receção ou jantar da conferência, e todos os participantes comparecem?",
  "Do keynote speakers charge fees, and who pays their travel?":
    "Os oradores principais cobram honorários, e quem paga as viagens?",
  "Will sessions be streamed or recorded for remote attendees?":
    "As sessões serão transmitidas ou gravadas para participantes à distância?",
  "Are there exhibitors or sponsors who need stands or branding?":
    "Há expositores ou patrocinadores que precisem de stands ou presença de marca?",
  "Meeting room hire": "Aluguer de sala de reuniões",
  "Printed materials and signage": "Materiais impressos e sinalética",
  "Day catering (lunch and breaks)": "Catering diurno (almoço e pausas)",
  "Audio-visual equipment and technician": "Equipamento audiovisual e técnico",
  "Venue staffing": "Pessoal do espaço",
  guest: "convidado",
  "Venue hire": "Aluguer do espaço",
  "Decor and table flowers": "Decoração e flores de mesa",
  table: "mesa",
  "Entertainment (DJ or band)": "Animação (DJ ou banda)",
  event: "evento",
  Dinner: "Jantar",
  "Drinks and bar": "Bebidas e bar",
  "Sound and lighting": "Som e iluminação",
  "Venue staffing and security": "Pessoal do espaço e segurança",
  "Objectives, budget and venue": "Objetivos, orçamento e espaço",
  "Objectives, budget and venue sourcing": "Objetivos, orçamento e procura do espaço",
  "Agenda and suppliers": "Agenda e fornecedores",
  "Menu, entertainment and supplier booking": "Menu, animação e reserva de fornecedores",
  "Agenda, facilitators and supplier booking": "Agenda, facilitadores e reserva de fornecedores",
  "Invitations and logistics": "Convites e logística",
  "Invitations, attendee list and run-of-show": "Convites, lista de participantes e alinhamento do evento",
  "The evening": "A noite",
  "Event days": "Dias do evento",
  "Wrap-up": "Encerramento",
  "Supplier reconciliation and feedback": "Acerto de contas com fornecedores e feedback",
  "Attendance lower than the numbers guaranteed to the venue": "Participação abaixo dos números garantidos ao espaço",
  "Confirm attendance through managers two weeks before and set the venue guarantee at 90% of invitees who accepted.":
    "Confirmar a presença através das chefias duas semanas antes e fixar a garantia do espaço em 90% dos convidados que aceitaram.",
  "Agenda or guest list changes late": "Alterações tardias à agenda ou à lista de convidados",
  "Agree a sign-off date for the agenda and attendee list with the sponsor inside the company.":
    "Acordar com o responsável interno uma data de aprovação da agenda e da lista de participantes.",
  "Venue or supplier problem on the day": "Problema com o espaço ou um fornecedor no próprio dia",
  "Walk-through with the venue a week before and named contacts for every supplier on the day.":
    "Visita de verificação ao espaço uma semana antes e um contacto nomeado para cada fornecedor no dia do evento.",
  "An evening function priced per guest: venue, dinner, drinks, decor and entertainment from The Knot's averages, sound, lighting and staffing from the PCMA cost shares, escalated to 2026 and taken to {{place}} (× {{factor}}).":
    "Uma noite com preço por convidado: espaço, jantar, bebidas, decoração e animação segundo as médias da The Knot, som, iluminação e pessoal segundo a distribuição de custos da PCMA, atualizados para 2026 e levados a {{place}} (× {{factor}}).",
  "Working days priced per attendee-day: what UK venues take per delegate (room hire, catering and AV hire), escalated to 2026 and taken to {{place}} (× {{factor}}), split into room, catering, audio-visual and staffing lines by the PCMA cost shares.":
    "Dias de trabalho com preço por participante-dia: a receita por delegado dos espaços do Reino Unido (aluguer de sala, catering e audiovisual), atualizada para 2026 e levada a {{place}} (× {{factor}}), repartida em linhas de sala, catering, audiovisual e pessoal segundo a distribuição de custos da PCMA.",
  "Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente fixa dão os intervalos.",
  "An evening company event for {{attendees}} guests in {{place}}: about {{perHead}} per guest.":
    "Um evento noturno da empresa para {{attendees}} convidados em {{place}}: cerca de {{perHead}} por convidado.",
  "A {{days}}-day company event for {{attendees}} people in {{place}}: about {{perHead}} per person.":
    "Um evento da empresa de {{days}} dias para {{attendees}} pessoas em {{place}}: cerca de {{perHead}} por pessoa.",
  "Employees' travel, accommodation and time are not included.":
    "As viagens, o alojamento e o tempo dos colaboradores não estão incluídos.",
  "One evening with a seated dinner and an open bar.": "Uma noite com jantar servido à mesa e open bar.",
  "Working days with lunch and refreshment breaks; evening dinners are not included unless the request names them.":
    "Dias de trabalho com almoço e coffee breaks; jantares não estão incluídos, salvo se o pedido os mencionar.",
  "Do attendees need overnight accommodation or transport to the venue?":
    "Os participantes precisam de alojamento ou transporte até ao espaço?",
  "Is the dinner seated or a standing reception, and how long is the bar open?":
    "O jantar é servido à mesa ou um cocktail de pé, e quanto tempo fica o bar aberto?",
  "Is there an evening dinner or activity besides the working sessions?":
    "Há um jantar ou atividade à noite além das sessões de trabalho?",
  "Are external facilitators, speakers or a team-building activity wanted?":
    "Pretende facilitadores externos, oradores ou uma atividade de team building?",
  "Does the company have preferred venues or supplier agreements?":
    "A empresa tem espaços preferidos ou acordos com fornecedores?",
  "Planning is compressed into {{weeks}} weeks before the event (usually about {{nominal}}): the venue and the main suppliers have to be booked in the first weeks, at whatever availability and prices remain.":
    "O planeamento é comprimido em {{weeks}} semanas antes do evento (normalmente cerca de {{nominal}}): o espaço e os principais fornecedores têm de ser reservados nas primeiras semanas, com a disponibilidade e os preços que restarem.",
  "An event for {{people}} {{word}} needs at least {{minimum}} weeks of planning before the day (usually {{nominal}}); {{deadline}} weeks is not enough to book a venue and suppliers. Move the date to at least {{minimum}} weeks away, or plan a smaller event (about {{fits}} {{word}} fit the time).":
    "Um evento para {{people}} {{word}} precisa de pelo menos {{minimum}} semanas de planeamento antes do dia (normalmente {{nominal}}); {{deadline}} semanas não chegam para reservar um espaço e fornecedores. Adie a data para pelo menos {{minimum}} semanas ou planeie um evento mais pequeno (cabem cerca de {{fits}} {{word}} nesse prazo).",
  basic: "básico",
  standard: "padrão",
  premium: "premium",
  "Exhibition manager": "Gestor de feiras",
  "m²": "m²",
  "Space booking and stand brief": "Reserva do espaço e briefing do stand",
  "Stand space rent and organiser fees": "Aluguer do espaço e taxas do organizador",
  "Show selection, space booking and stand brief": "Escolha da feira, reserva do espaço e briefing do stand",
  "Stand design and build": "Design e construção do stand",
  "Stand design, build, furniture and technical services":
    "Design, construção, mobiliário e serviços técnicos do stand",
  "Graphics and stand artwork": "Grafismo e artes finais do stand",
  "Designer and builder briefing and approvals": "Briefing e aprovações com o designer e o construtor",
  "Promotion and logistics": "Promoção e logística",
  "Promotion, shipping and stand hospitality": "Promoção, transporte e hospitalidade no stand",
  "Pre-show invitations, shipping and team logistics": "Convites antes da feira, transporte e logística da equipa",
  "Show days": "Dias de feira",
  "Stand team time on the stand": "Tempo da equipa no stand",
  "Stand team travel and accommodation": "Viagens e alojamento da equipa do stand",
  "On-site stand management": "Gestão do stand no local",
  "Leads and wrap-up": "Contactos e encerramento",
  "Lead follow-up hand-over and show report": "Entrega dos contactos para seguimento e relatório da feira",
  "Stand build over budget or late on build-up day":
    "Construção do stand acima do orçamento ou atrasada no dia da montagem",
  "Fixed-price build contract with the organiser's deadlines written in, and a walk-through on build-up day.":
    "Contrato de construção a preço fechado com os prazos do organizador por escrito, e uma vistoria no dia da montagem.",
  "Freight, drayage or on-site services charged above plan":
    "Transporte, manuseamento ou serviços no local faturados acima do previsto",
  "Order electricity, internet and cleaning before the early-bird deadline and ship with the official forwarder.":
    "Encomendar eletricidade, internet e limpeza antes do prazo de desconto e enviar com o transitário oficial.",
  "Stand graphics or exhibits damaged or lost in transit":
    "Grafismo ou produtos do stand danificados ou perdidos no transporte",
  "Insure the shipment and keep print files ready for local reprinting.":
    "Segurar o envio e ter os ficheiros de impressão prontos para reimprimir no local.",
  "A {{area}} m² stand needs at least {{minimum}} weeks from booking to the show (space, design, organiser approval and build); {{deadline}} weeks is not enough. Book a shell-scheme stand from the organiser or aim for a later show.":
    "Um stand de {{area}} m² precisa de pelo menos {{minimum}} semanas da reserva à feira (espaço, design, aprovação do organizador e montagem); {{deadline}} semanas não chegam. Reserve um stand modular do organizador ou aponte para uma feira posterior.",
  "The stand is planned in {{weeks}} weeks before the show (usually about {{nominal}}): design and build must be ordered at once, at rush rates if the builder asks.":
    "O stand é planeado em {{weeks}} semanas antes da feira (normalmente cerca de {{nominal}}): o design e a construção têm de ser encomendados já, com taxa de urgência se o construtor a pedir.",
  "Space rent per m² from organisers' published rates at German fairs, escalated to 2026 and taken to {{place}} by the regional cost index (× {{factor}}); build, stand team, travel and promotion per m² in proportion to the rent by exhibitors' spending shares (ifo/AUMA); build at the {{quality}} level (× {{level}}).":
    "Aluguer do espaço por m² segundo as tarifas publicadas pelos organizadores de feiras alemãs, atualizado para 2026 e levado a {{place}} pelo índice regional de custos (× {{factor}}); construção, equipa, viagens e promoção por m² em proporção ao aluguer segundo a distribuição da despesa dos expositores (ifo/AUMA); construção de nível {{quality}} (× {{level}}).",
  "A {{area}} m² trade show stand for a {{days}}-day show in {{place}}: about {{perM2}} per m² all in.":
    "Um stand de {{area}} m² para uma feira de {{days}} dias em {{place}}: cerca de {{perM2}} por m² no total.",
  "{{area}} m² of stand space, as stated.": "{{area}} m² de espaço de stand, conforme indicado.",
  "{{area}} m² of stand space assumed: the request gave no size.":
    "{{area}} m² de espaço de stand assumidos: o pedido não indicava a dimensão.",
  "{{days}} show days, as stated.": "{{days}} dias de feira, conforme indicado.",
  "{{days}} show days assumed.": "{{days}} dias de feira assumidos.",
  "A stand built for this show (rented construction); buying a reusable custom exhibit costs more up front.":
    "Um stand construído para esta feira (construção alugada); comprar um stand à medida reutilizável custa mais no início.",
  "The stand team's time and travel are priced as exhibitors typically spend them, whoever employs the team.":
    "O tempo e as viagens da equipa do stand são valorizados como os expositores costumam gastá-los, seja quem for o empregador da equipa.",
  "Which show is it, and has the space already been booked?": "Que feira é, e o espaço já está reservado?",
  "Is the stand a row, corner or island stand, and does it need a second storey?":
    "O stand é em linha, de esquina ou em ilha, e precisa de um segundo piso?",
  "Should the stand be reusable at later shows?": "O stand deve poder ser reutilizado em feiras posteriores?",
  "How many people staff the stand, and do they need travel and hotels?":
    "Quantas pessoas asseguram o stand, e precisam de viagens e hotéis?",
  "Are product demonstrations, a meeting room or catering on the stand needed?":
    "São precisas demonstrações de produto, uma sala de reuniões ou catering no stand?",
  "Wedding planner": "Organizador de casamentos",
  "Budget, guest list and venue": "Orçamento, lista de convidados e espaço",
  "Budget, guest list and venue search": "Orçamento, lista de convidados e procura do espaço",
  "Suppliers and design": "Fornecedores e decoração",
  Photography: "Fotografia",
  wedding: "casamento",
  "Music and entertainment (DJ or band)": "Música e animação (DJ ou banda)",
  "Flowers and decor": "Flores e decoração",
  "Supplier selection, tastings and design": "Escolha de fornecedores, provas de menu e decoração",
  "Final details": "Últimos detalhes",
  "Seating plan, timeline and supplier confirmations": "Plano de mesas, alinhamento e confirmações dos fornecedores",
  "Wedding day": "Dia do casamento",
  "Catering (reception meal)": "Catering (banquete)",
  "Wedding-day coordination (planner and assistant)": "Coordenação do dia do casamento (organizador e assistente)",
  "After the wedding": "Depois do casamento",
  "Supplier payments and returns": "Pagamentos a fornecedores e devoluções",
  "Final guest numbers above the catering guarantee": "Número final de convidados acima da garantia do catering",
  "Agree a final-numbers date two weeks before the day and a per-head price for late additions.":
    "Acordar uma data para números finais duas semanas antes e um preço por pessoa para acréscimos tardios.",
  "Preferred venue or date already taken": "Espaço ou data preferidos já ocupados",
  "Shortlist three venues with two possible dates each before the first visits.":
    "Pré-selecionar três espaços com duas datas possíveis cada antes das primeiras visitas.",
  "Supplier cancels close to the day": "Um fornecedor cancela perto do dia",
  "Contracts with replacement clauses and a back-up photographer and DJ on the planner's list.":
    "Contratos com cláusulas de substituição e um fotógrafo e um DJ de reserva na lista do organizador.",
  "Bad weather at an outdoor ceremony": "Mau tempo numa cerimónia ao ar livre",
  "Book a marquee or an indoor fallback and set a go/no-go time with suppliers.":
    "Reservar uma tenda ou uma alternativa coberta e fixar com os fornecedores uma hora de decisão.",
  guests: "convidados",
  "Line items of the average US wedding (The Knot Real Weddings Study) escalated to 2026 with CPI-U: venue, catering and drinks per guest, flowers per table of ten, photography and music per wedding; scaled to {{place}} by the country's own survey cost per guest against the US average (× {{level}}); {{quality}} standard (× {{qualityFactor}}).":
    "Rubricas do casamento médio nos EUA (The Knot Real Weddings Study) atualizadas para 2026 com o IPC-U: espaço, catering e bebidas por convidado, flores por mesa de dez, fotografia e música por casamento; ajustadas a {{place}} pelo custo por convidado do inquérito do próprio país face à média dos EUA (× {{level}}); nível {{quality}} (× {{qualityFactor}}).",
  "A wedding for {{guests}} guests in {{place}}: about {{perGuest}} per guest including the planner, with {{weeks}} weeks of planning before the day.":
    "Um casamento para {{guests}} convidados em {{place}}: cerca de {{perGuest}} por convidado incluindo o organizador, com {{weeks}} semanas de planeamento antes do dia.",
  "{{guests}} guests, as stated.": "{{guests}} convidados, conforme indicado.",
  "{{guests}} guests assumed: the request gave no number.":
    "{{guests}} convidados assumidos: o pedido não indicava um número.",
  "guest-day": "convidado-dia",
  "{{days}} days of celebrations, as stated: each with its own venue, catering, drinks, decor, music and photography.":
    "{{days}} dias de celebrações, conforme indicado: cada um com o seu local, catering, bebidas, decoração, música e fotografia.",
  "Ceremony and reception at one venue on one day.": "Cerimónia e receção num só espaço e num só dia.",
  "Attire, rings, hair and make-up, the honeymoon and guests' accommodation are the couple's own purchases and are not included.":
    "A roupa, as alianças, o cabelo e a maquilhagem, a lua de mel e o alojamento dos convidados são compras do próprio casal e não estão incluídos.",
  "Cake, stationery and favours are not priced separately.":
    "O bolo, os convites e as lembranças não são orçamentados à parte.",
  "Are the ceremony and the reception at the same place?": "A cerimónia e a receção são no mesmo local?",
  "Is the meal a seated dinner, a buffet or food stations, and is there an open bar?":
    "A refeição é um jantar servido à mesa, um bufete ou estações, e há open bar?",
  "Do you want videography, a live band or other entertainment besides a DJ?":
    "Pretende vídeo, uma banda ao vivo ou outra animação além de um DJ?",
  "Do any guests need accommodation or transport arranged?":
    "Algum convidado precisa de alojamento ou transporte organizado?",
  "Which season and day of the week do you have in mind?": "Que estação do ano e que dia da semana têm em mente?",
  "Hotel rooms": "Quartos de hotel",
  "room-night": "quarto-noite",
  "Evening dinners during the stay": "Jantares durante a estadia",
  dinner: "jantar",
  "{{nights}} nights in hotel rooms, one room each; employees' travel and time are not included.":
    "{{nights}} noites em quartos de hotel, um por pessoa; as viagens e o tempo dos colaboradores não estão incluídos.",
  "Can attendees share rooms, and is transport to the venue needed?":
    "Os participantes podem partilhar quarto, e é preciso transporte até ao local?",
};
