import type { Catalogue } from "../../catalogues.js";

/** Messages of the creative production model, in this language. */
export const creative: Catalogue = {
  "Edit, two rounds of changes, colour grade, sound mix and titles":
    "Montagem, duas rondas de alterações, correção de cor, mistura de som e títulos",
  Subtitles: "Legendas",
  "Packaging or label design with print-ready artwork":
    "Design de embalagem ou rótulo com artes finais prontas para impressão",
  "Studio photography ({{images}} images)": "Fotografia de estúdio ({{images}} imagens)",
  "One shoot day is assumed for the films: the request gave no number.":
    "Assume-se um dia de filmagem para os filmes, uma vez que o pedido não indicava nenhum número.",
  day: "dia",
  "A one-off creative production: {{items}}, in about {{weeks}} weeks from the brief to delivery.":
    "Uma produção criativa pontual: {{items}}, em cerca de {{weeks}} semanas desde o briefing até à entrega.",
  "A running time of about {{minutes}} minutes per film is assumed: the request gave none.":
    "Assume-se uma duração de cerca de {{minutes}} minutos por filme, uma vez que o pedido não indicava nenhuma.",
  "Aerial (drone) footage with a licensed pilot": "Imagens aéreas (drone) com piloto licenciado",
  "Agree the positioning in writing before any design, and present concepts against it.":
    "Acordar o posicionamento por escrito antes de qualquer trabalho de design e apresentar os conceitos com base nele.",
  "An animation of about {{seconds}} seconds is assumed: the request gave no length.":
    "Assume-se uma animação de cerca de {{seconds}} segundos, uma vez que o pedido não indicava a duração.",
  Animation: "Animação",
  "Animation ({{seconds}} seconds each)": "Animação ({{seconds}} segundos cada)",
  "Animation script": "Guião da animação",
  "Brand guidelines": "Manual de marca",
  "Brand guidelines: design": "Manual de marca: design",
  "Brand guidelines: writing": "Manual de marca: redação",
  "Brief, concept and pre-production": "Briefing, conceito e pré-produção",
  "Camera, lenses, lights and sound kit": "Equipamento de câmara, objetivas, iluminação e som",
  "Concept, script and storyboard": "Conceito, guião e storyboard",
  "Cover art": "Arte de capa",
  "Creative direction of the identity": "Direção criativa da identidade",
  "Creative production": "Produção criativa",
  "Custom jingle": "Jingle original",
  "Cut-down for social": "Versão curta para redes sociais",
  "Cut-downs for social ({{n}} of about {{seconds}} seconds)":
    "Versões curtas para redes sociais ({{n}} de cerca de {{seconds}} segundos)",
  "Delivery folder with named, versioned masters": "Pasta de entrega com masters identificados por nome e versão",
  "Discovery: audit, competitors and positioning workshop":
    "Descoberta: auditoria, análise da concorrência e workshop de posicionamento",
  "Edit, two rounds of changes, colour grade, sound mix and titles ({{n}} films)":
    "Montagem, duas rondas de alterações, correção de cor, mistura de som e títulos ({{n}} filmes)",
  "Editing and mastering ({{minutes}} minutes per episode)": "Edição e masterização ({{minutes}} minutos por episódio)",
  Episode: "Episódio",
  "Episode research and guest briefing ({{n}} episodes)":
    "Pesquisa dos episódios e briefing dos convidados ({{n}} episódios)",
  "Episodes of about {{minutes}} minutes are assumed: the request gave no length.":
    "Assumem-se episódios de cerca de {{minutes}} minutos, uma vez que o pedido não indicava a duração.",
  "Feed and channel set-up": "Configuração do feed e dos canais",
  "Feedback arrives late or in more rounds than the two included":
    "O feedback chega tarde ou em mais rondas do que as duas incluídas",
  "Footage, music and images are licensed for the client's own use online, on social media and at events; broadcast, cinema and paid-media buyouts are not included.":
    "As imagens filmadas, a música e as fotografias são licenciadas para uso próprio do cliente online, nas redes sociais e em eventos; não estão incluídos os direitos de emissão televisiva, cinema e meios pagos.",
  "Hold a reserve date, confirm access and releases a week before, and plan an indoor alternative.":
    "Reservar uma data alternativa, confirmar acessos e autorizações uma semana antes e planear uma alternativa em interior.",
  "Hosting the series and paid promotion are not included.":
    "O alojamento da série e a promoção paga não estão incluídos.",
  "Illustration of characters and scenes": "Ilustração de personagens e cenários",
  "Licence log for music, footage and talent releases":
    "Registo de licenças de música e imagens, e das autorizações de direitos de imagem",
  "Licensed music": "Música licenciada",
  "Lifestyle shoot day": "Dia de sessão lifestyle",
  "Lifestyle shoot days ({{days}})": "Dias de sessão lifestyle ({{days}})",
  "Lifestyle shoot planning: location, models and styling": "Planeamento da sessão lifestyle: local, modelos e styling",
  "Live-action film": "Filme de imagem real",
  "Location fee": "Aluguer do local",
  "Logo and visual identity": "Logótipo e identidade visual",
  "Logo and visual identity: concepts and two rounds of refinement":
    "Logótipo e identidade visual: conceitos e duas rondas de afinação",
  "Models or actors on camera": "Modelos ou atores em câmara",
  "Name one person to approve each stage, agree review windows in the schedule, and collect all comments in one round.":
    "Designar uma única pessoa para aprovar cada fase, acordar prazos de revisão no calendário e reunir todos os comentários numa única ronda.",
  Naming: "Criação de nome",
  "Naming: territories, candidates and shortlist": "Criação de nome: territórios, propostas e pré-seleção",
  "Packaging or label design": "Design de embalagem ou rótulo",
  "Packaging or label design with print-ready artwork ({{n}} products)":
    "Design de embalagem ou rótulo com artes finais prontas para impressão ({{n}} produtos)",
  "Photo studio with a white cyclorama": "Estúdio fotográfico com ciclorama branco",
  Photographer: "Fotógrafo",
  Portrait: "Retrato",
  "Portrait sessions and retouching ({{n}} people)": "Sessões de retrato e retoque ({{n}} pessoas)",
  "Post-production, revisions and delivery": "Pós-produção, revisões e entrega",
  "Printing, fabrication and installation are not included: the designs are delivered as print-ready files.":
    "A impressão, a produção e a instalação não estão incluídas: os designs são entregues como ficheiros prontos para impressão.",
  "Product photos": "Fotografias de produto",
  Production: "Produção",
  "Production model: each deliverable the request names is priced from its parts (pre-production, shoot or studio days, editing, animation per finished second, retouching per image, design) as the studio's planning hours × role rates for {{place}}; equipment, studio, voice-over, music and talent are bought-in lines at their cited day rates. Lengths, counts and shoot days are the request's where it states them. The hours are checked against published prices ({{video}}; {{identity}}). Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de produção: cada entregável indicado no pedido é orçamentado a partir das suas partes (pré-produção, dias de filmagem ou de estúdio, montagem, animação por segundo final, retoque por imagem, design) como horas de planeamento do estúdio × tarifas por função em {{place}}; equipamento, estúdio, locução, música e talento são rubricas externas às tarifas diárias indicadas. As durações, quantidades e dias de filmagem são os do pedido, quando este os indica. As horas são confrontadas com preços publicados ({{video}}; {{identity}}). A contingência é o valor esperado do registo de riscos; as estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente fixa fornecem os intervalos.",
  "Professional voice-over": "Locução profissional",
  "Recording sessions": "Sessões de gravação",
  "Retouching and delivery in web formats": "Retoque e entrega em formatos web",
  "Review links with time-coded comments": "Links de revisão com comentários associados ao timecode",
  "Screen every shortlisted name before presenting it, and keep two fallbacks.":
    "Verificar cada nome pré-selecionado antes de o apresentar e manter duas alternativas de reserva.",
  "Series format, running order and guest plan": "Formato da série, alinhamento e plano de convidados",
  "Shoot days ({{days}}): director-camera, second camera or sound, and an assistant":
    "Dias de filmagem ({{days}}): realizador-operador de câmara, segunda câmara ou som, e um assistente",
  "Shoot planning: locations, crew, schedule and releases":
    "Planeamento da filmagem: locais, equipa, calendário e autorizações",
  "Shot list and call sheets": "Lista de planos e folhas de serviço",
  "Shot list, styling and studio planning": "Lista de fotografias, styling e planeamento do estúdio",
  "Show notes and publishing": "Notas do episódio e publicação",
  "Signage designs": "Design de sinalética",
  "Sound design and mix": "Desenho de som e mistura",
  "Stakeholders disagree on the design direction": "As partes interessadas discordam quanto à direção do design",
  "Storyboard and style frames": "Storyboard e frames de estilo",
  "Studio photography ({{images}} images over {{days}} days)":
    "Fotografia de estúdio ({{images}} imagens em {{days}} dias)",
  "Subtitles ({{n}} languages)": "Legendas ({{n}} idiomas)",
  Templates: "Modelos",
  "Templates and stationery ({{n}})": "Modelos e artigos de papelaria ({{n}})",
  "The preferred name is not available as a trademark or domain":
    "O nome preferido não está disponível como marca registada ou domínio",
  "The request names no deliverable this model counts: one company film is assumed; say what to produce to have it priced as asked.":
    "O pedido não indica nenhum entregável contemplado por este modelo: assume-se um filme institucional; indique o que pretende produzir para que seja orçamentado conforme pedido.",
  "Trademark and domain screening of the shortlist": "Verificação de marcas e domínios da pré-seleção",
  "Two rounds of changes per deliverable are included; further rounds are priced at the same rates.":
    "Estão incluídas duas rondas de alterações por entregável; as rondas adicionais são orçamentadas às mesmas tarifas.",
  "Vehicle wrap design": "Design de decoração de viaturas",
  "Weather, access or a participant's absence moves a shoot day":
    "O tempo, o acesso ou a ausência de um participante obriga a adiar um dia de filmagem",
  "What running time do you have in mind for each film? This estimate assumes about two minutes.":
    "Que duração tem em mente para cada filme? Esta estimativa assume cerca de dois minutos.",
  "In which media will the work be used (web, social media, events, broadcast)? Broadcast and paid-media use need wider licences.":
    "Em que meios será utilizado o trabalho (web, redes sociais, eventos, televisão)? A utilização em televisão e em meios pagos requer licenças mais abrangentes.",
  "Which brands do you admire, and what must the new identity keep from the current one?":
    "Que marcas admira e o que deve a nova identidade manter da atual?",
  "language per film": "idioma por filme",
  "person-day": "dia-pessoa",
  "shoot day": "dia de filmagem",
  track: "faixa",
  "{{days}} shoot days are assumed for the films: the request gave no number.":
    "Assumem-se {{days}} dias de filmagem para os filmes, uma vez que o pedido não indicava nenhum número.",
  "{{n}} images per product are assumed: the request gave no number of angles.":
    "Assumem-se {{n}} imagens por produto, uma vez que o pedido não indicava o número de ângulos.",
};
