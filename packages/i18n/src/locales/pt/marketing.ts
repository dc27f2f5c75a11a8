import type { Catalogue } from "../../catalogues.js";

/** Marketing messages in this language (English text → translation). */
export const marketing: Catalogue = {
  "Content audit, audience and editorial strategy": "Auditoria de conteúdos, público e estratégia editorial",
  "Topic and keyword research": "Pesquisa de temas e palavras-chave",
  "Editorial guidelines and templates: writing": "Guia editorial e modelos: redação",
  "Editorial guidelines and templates: design": "Guia editorial e modelos: design",
  "Articles of about {{words}} words": "Artigos de cerca de {{words}} palavras",
  "Short vertical videos (reels)": "Vídeos verticais curtos (reels)",
  "Short edited videos": "Vídeos curtos editados",
  "Social posts with graphics": "Publicações nas redes sociais com grafismo",
  "Newsletter issues": "Edições da newsletter",
  "Editorial calendar, planning and performance report": "Calendário editorial, planeamento e relatório de desempenho",
  "Content promotion: paid distribution": "Promoção de conteúdos: distribuição paga",
  "lump sum": "montante global",
  "stated in the request": "indicado no pedido",
  "Onboarding: content strategy and guidelines": "Arranque: estratégia de conteúdos e guia editorial",
  "Retainer model: onboarding once, then a monthly fee for set pieces × the months it runs. An article's writing time is the published average ({{source}}), in proportion to its length; editing, SEO, design and video are the agency's hours per piece; all at role rates for {{place}}. A stated promotion budget is its own line, never inside the fees. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de avença: um arranque único e depois uma mensalidade por peças definidas × os meses de duração. O tempo de redação de um artigo é a média publicada ({{source}}), proporcional à sua extensão; a revisão, o SEO, o design e o vídeo são horas da agência por peça; tudo às tarifas por função para {{place}}. Um orçamento de promoção indicado é uma linha própria, nunca incluído nos honorários. A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente dão os intervalos.",
  "Content marketing for {{months}} at about {{fee}} a month: {{articles}} articles, {{videos}} videos, {{social}} social posts and {{newsletters}} newsletters a month, after onboarding of about {{onboarding}}.":
    "Marketing de conteúdos durante {{months}} por cerca de {{fee}} por mês: {{articles}} artigos, {{videos}} vídeos, {{social}} publicações nas redes e {{newsletters}} newsletters por mês, após um arranque de cerca de {{onboarding}}.",
  "Monthly volumes the request did not state are assumed from typical retainers; state them to have them priced as asked.":
    "Os volumes mensais que o pedido não indicou são supostos a partir de avenças habituais; indique-os para serem orçamentados como pedido.",
  "The stated promotion budget of {{media}} is priced exactly as given, as its own line, apart from the fees.":
    "O orçamento de promoção indicado de {{media}} é orçamentado exatamente como foi dado, numa linha própria, à parte dos honorários.",
  "Subject-matter experts on the client's side review drafts within a week; interviews with them are included in the writing time.":
    "Os especialistas do cliente reveem os rascunhos no prazo de uma semana; as entrevistas com eles estão incluídas no tempo de redação.",
  "Stock imagery and publishing on the client's own website and channels are included; paid promotion is not, unless stated.":
    "As imagens de banco e a publicação no site e nos canais próprios do cliente estão incluídas; a promoção paga não, salvo indicação.",
  "Subject-matter experts are slow to give input or review": "Os especialistas demoram a dar informação ou a rever",
  "Book a standing monthly interview slot with each expert and agree a review window in the editorial calendar.":
    "Marque uma entrevista mensal fixa com cada especialista e acorde um prazo de revisão no calendário editorial.",
  "Content is published but draws little traffic": "Os conteúdos são publicados mas atraem pouco tráfego",
  "Choose topics from keyword and audience research, refresh what underperforms after three months, and promote the best pieces.":
    "Escolha os temas a partir da pesquisa de palavras-chave e de público, atualize o que rende pouco ao fim de três meses e promova as melhores peças.",
  "Which topics and audiences matter most, and who on your side has the expertise the content should carry?":
    "Que temas e públicos são mais importantes, e quem do seu lado tem o conhecimento que os conteúdos devem transmitir?",
  "How many pieces a month, of what length, do you want? This estimate assumes typical volumes where none were stated.":
    "Quantas peças por mês, e de que extensão, pretende? Esta estimativa supõe volumes habituais onde nenhum foi indicado.",
  "Is there a budget to promote the content (paid social, newsletters, syndication)? It would be priced as its own line.":
    "Há orçamento para promover os conteúdos (redes sociais pagas, newsletters, sindicação)? Seria orçamentado numa linha própria.",
  "Who publishes and owns the channels: your team, or the agency?":
    "Quem publica e gere os canais: a sua equipa ou a agência?",
  "nano (1k–10k followers)": "nano (1 mil–10 mil seguidores)",
  "micro (10k–50k followers)": "micro (10 mil–50 mil seguidores)",
  "mid-tier (50k–500k followers)": "de nível intermédio (50 mil–500 mil seguidores)",
  "macro (500k–1M followers)": "macro (500 mil–1 M seguidores)",
  "mega (1M+ followers)": "mega (mais de 1 M de seguidores)",
  "Campaign strategy, creator brief and KPIs": "Estratégia da campanha, briefing para criadores e KPI",
  "Creator sourcing and vetting (audience, fake-follower and brand-safety checks): {{count}} creators":
    "Pesquisa e verificação de criadores (público, seguidores falsos e segurança da marca): {{count}} criadores",
  "Negotiation and contracts: {{count}} creators": "Negociação e contratos: {{count}} criadores",
  "Briefing and content review: {{count}} posts": "Briefing e revisão de conteúdos: {{count}} publicações",
  "Creator fees: {{count}} posts by {{tier}} creators on {{platform}}":
    "Honorários de criadores: {{count}} publicações de criadores {{tier}} no {{platform}}",
  post: "publicação",
  "{{source}}, CPI-U to {{year}}": "{{source}}, CPI-U até {{year}}",
  "Paid amplification of creator posts: {{channel}}": "Amplificação paga das publicações dos criadores: {{channel}}",
  "Tracking links, codes and the campaign report": "Links de seguimento, códigos e relatório da campanha",
  "A creator misses the brief or posts late": "Um criador não cumpre o briefing ou publica tarde",
  "Contract the brief, posting dates and one round of revisions; keep one or two reserve creators vetted.":
    "Contratualize o briefing, as datas de publicação e uma ronda de alterações; mantenha um ou dois criadores de reserva já verificados.",
  "Creator rates come in above the market midpoint": "As tarifas dos criadores ficam acima do ponto médio do mercado",
  "Negotiate packages (several posts, usage rights) and keep a mix of tiers.":
    "Negocie pacotes (várias publicações, direitos de utilização) e combine níveis.",
  "Undisclosed advertising or a brand-safety incident":
    "Publicidade não identificada ou um incidente de segurança da marca",
  "Require clear ad disclosure in every contract and vet each creator's past content.":
    "Exija em cada contrato a identificação clara da publicidade e verifique os conteúdos anteriores de cada criador.",
  "{{count}} creators, as stated.": "{{count}} criadores, conforme indicado.",
  "{{count}} creators: what the stated budget pays for after the agency's fees and a contingency.":
    "{{count}} criadores: o que o orçamento indicado paga depois dos honorários da agência e de uma contingência.",
  "{{count}} creators are assumed (none were stated).": "Supõem-se {{count}} criadores (nenhum número indicado).",
  "{{count}} creators, the fewest worth a campaign.": "{{count}} criadores, o mínimo que justifica uma campanha.",
  "Creator fees are posts × the market rate per post for the platform and follower tier ({{source}}, escalated to {{year}} by CPI-U), with a wide range because rates are negotiated. The agency's sourcing, contracting, briefing and reporting are hours per creator and per post × role rates for {{place}}. Paid amplification, when stated, is its own line priced as given, with its funnel from the platform's benchmarks. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Os honorários dos criadores são publicações × a tarifa de mercado por publicação por plataforma e nível de seguidores ({{source}}, atualizada para {{year}} pelo CPI-U), com um intervalo amplo porque as tarifas se negoceiam. A pesquisa, a contratação, o briefing e os relatórios da agência são horas por criador e por publicação × tarifas por função para {{place}}. A amplificação paga, quando indicada, é uma linha própria orçamentada como foi dada, com o seu funil segundo as referências da plataforma. A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente dão os intervalos.",
  "An influencer campaign with {{creators}} {{tier}} creators on {{platform}}: {{posts}} posts reaching up to {{followers}} followers, about {{fees}} of creator fees plus the agency's work.":
    "Uma campanha de influenciadores com {{creators}} criadores {{tier}} no {{platform}}: {{posts}} publicações que chegam a até {{followers}} seguidores, cerca de {{fees}} em honorários de criadores mais o trabalho da agência.",
  "Micro creators (10k–50k followers) are assumed: no tier or follower count was stated.":
    "Supõem-se criadores micro (10 mil–50 mil seguidores): não foi indicado nível nem número de seguidores.",
  "{{posts}} posts per creator; rates are per post and exclude usage rights beyond the creator's own channel, whitelisting and product seeding.":
    "{{posts}} publicações por criador; as tarifas são por publicação e excluem direitos de utilização além do canal do criador, whitelisting e envio de produto.",
  "Reach is counted as the creators' followers; a post reaches only part of them.":
    "O alcance conta os seguidores dos criadores; uma publicação só chega a parte deles.",
  "The stated {{media}} of paid amplification is priced exactly as given, as its own line.":
    "Os {{media}} indicados de amplificação paga são orçamentados exatamente como foram dados, numa linha própria.",
  "Strategy and creator sourcing": "Estratégia e pesquisa de criadores",
  "Content creation and approval": "Criação e aprovação de conteúdos",
  "Posting window": "Período de publicação",
  "Measurement and reporting": "Medição e relatórios",
  "Which platform and audience, and which follower tier or named creators do you have in mind?":
    "Que plataforma e público, e que nível de seguidores ou que criadores tem em mente?",
  "Do you need usage rights (ads, website) or whitelisting beyond the creators' own posts? They usually add to the fee.":
    "Precisa de direitos de utilização (anúncios, site) ou de whitelisting além das publicações dos criadores? Costumam aumentar a tarifa.",
  "Will products be sent to creators, and at what cost? Seeding is not included.":
    "Serão enviados produtos aos criadores, e a que custo? O envio de produto não está incluído.",
  "Is there a budget to boost the best creator posts as ads? It would be priced as its own line.":
    "Há orçamento para impulsionar como anúncios as melhores publicações dos criadores? Seria orçamentado numa linha própria.",
  "The stated budget of {{budget}} does not pay for the {{count}} creators a campaign needs with the agency's work: the smallest campaign worth running is about {{minimum}}. Within {{budget}}, use fewer posts, nano creators, or product seeding without fees.":
    "O orçamento indicado de {{budget}} não paga os {{count}} criadores de que uma campanha precisa com o trabalho da agência: a campanha mais pequena que compensa custa cerca de {{minimum}}. Com {{budget}}, use menos publicações, criadores nano ou envio de produto sem honorários.",
  "The smallest campaign worth running on {{channels}}: {{weeks}} with about {{media}} of media, expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "A campanha mais pequena que compensa em {{channels}}: {{weeks}} com cerca de {{media}} de meios, que deverão trazer cerca de {{conversions}} leads a cerca de {{cpl}} cada; os honorários e a produção da agência somam {{fees}}.",
  "A campaign of {{weeks}} on {{channels}}, with about {{media}} of media expected to bring about {{conversions}} leads at about {{cpl}} each; the agency's fees and production add {{fees}}.":
    "Uma campanha de {{weeks}} em {{channels}}, com cerca de {{media}} de meios que deverão trazer cerca de {{conversions}} leads a cerca de {{cpl}} cada; os honorários e a produção da agência somam {{fees}}.",
  "Media plan: each channel's spend becomes impressions, clicks and leads with published benchmarks (clicks = spend ÷ cost per click, impressions = clicks ÷ click-through rate, leads = clicks × conversion rate; prices escalated to {{year}} by CPI-U). Media is its own line, never mixed with fees: {{basis}} The agency's work is priced as hours × role rates for {{place}}; media management as {{share}}% of spend ({{shareSource}}) with a floor of {{floor}} h of media buying per channel a week. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Plano de meios: o investimento de cada canal transforma-se em impressões, cliques e leads com referências publicadas (cliques = investimento ÷ custo por clique, impressões = cliques ÷ taxa de cliques, leads = cliques × taxa de conversão; preços atualizados para {{year}} pelo CPI-U). Os meios são uma linha própria, nunca misturada com os honorários: {{basis}} O trabalho da agência é orçamentado como horas × tarifas por função para {{place}}; a gestão de meios como {{share}} % do investimento ({{shareSource}}) com um mínimo de {{floor}} h de compra de meios por canal e por semana. A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente dão os intervalos.",
  "No channel was named: {{channels}} are assumed.": "Não foi indicado nenhum canal: supõem-se {{channels}}.",
  "Benchmarks are cross-industry averages, mostly from US accounts; the first two weeks of results should recalibrate the forecast.":
    "As referências são médias de todos os setores, sobretudo de contas dos EUA; os resultados das duas primeiras semanas devem recalibrar a previsão.",
  "Landing pages and the offer exist and convert at typical rates; building them is not included.":
    "As páginas de destino e a oferta existem e convertem a taxas habituais; criá-las não está incluído.",
  "Platform fees and taxes on media are inside the media spend; the agency's management fee is its own line.":
    "As comissões das plataformas e os impostos sobre os meios estão dentro do investimento em meios; os honorários de gestão da agência são uma linha própria.",
  "Strategy and planning": "Estratégia e planeamento",
  "Creative production and setup": "Produção criativa e configuração",
  "Campaign flight": "Período de emissão da campanha",
  "What is the conversion you are buying (a lead form, a sign-up, a sale), and what is it worth to you? It sets the cost per lead worth paying.":
    "Que conversão está a comprar (um formulário, um registo, uma venda) e quanto vale para si? Define o custo por lead que compensa pagar.",
  "Which countries and audiences will you target? The benchmarks are mostly US averages; clicks cost less in most other markets.":
    "A que países e públicos se vai dirigir? As referências são sobretudo médias dos EUA; os cliques custam menos na maioria dos outros mercados.",
  "Do landing pages, tracking (pixels, conversion API) and ad accounts with a history already exist?":
    "Já existem páginas de destino, medição (píxeis, API de conversões) e contas de anúncios com histórico?",
  "Which channels do you want? This estimate assumes {{channels}}.":
    "Que canais pretende? Esta estimativa supõe {{channels}}.",
  "Messaging, story angles and news hooks": "Mensagens, ângulos da história e ganchos noticiosos",
  "Media list: {{count}} journalists and outlets": "Lista de meios: {{count}} jornalistas e meios",
  "Press kit: fact sheet, bios and images": "Kit de imprensa: ficha técnica, biografias e imagens",
  "Press kit design": "Design do kit de imprensa",
  "PR strategy and counsel": "Estratégia e aconselhamento de RP",
  "Media outreach and pitching": "Contacto com os meios e propostas",
  "Press releases": "Comunicados de imprensa",
  "Spokesperson and interview preparation": "Preparação de porta-vozes e entrevistas",
  "Coverage monitoring and monthly report": "Monitorização da cobertura e relatório mensal",
  "Onboarding: messaging, media list and press kit": "Arranque: mensagens, lista de meios e kit de imprensa",
  "Retainer model: onboarding once (messaging, media list, press kit), then a monthly fee for set work (counsel, outreach, press releases, spokesperson preparation, monitoring) × the months it runs, each as hours × role rates for {{place}}. The hours grow with the reach of the media targeted (×{{reach}} here). Earned coverage is not bought, so no media line is priced. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de avença: um arranque único (mensagens, lista de meios, kit de imprensa) e depois uma mensalidade por trabalho definido (aconselhamento, contacto com os meios, comunicados, preparação de porta-vozes, monitorização) × os meses de duração, cada um como horas × tarifas por função para {{place}}. As horas crescem com o alcance dos meios visados (×{{reach}} aqui). A cobertura conquistada não se compra, por isso não se orçamenta nenhuma linha de meios. A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente dão os intervalos.",
  "A PR campaign of {{months}} at about {{fee}} a month: outreach to {{list}} journalists and outlets, {{releases}} press releases a month, counsel and coverage reports, after onboarding of about {{onboarding}}.":
    "Uma campanha de RP de {{months}} por cerca de {{fee}} por mês: contacto com {{list}} jornalistas e meios, {{releases}} comunicados por mês, aconselhamento e relatórios de cobertura, após um arranque de cerca de {{onboarding}}.",
  "One press release a month is assumed (none were stated).":
    "Supõe-se um comunicado por mês (nenhum número indicado).",
  "Coverage is earned, not guaranteed: the fee pays for the work, not for placements. Newswire distribution, events and media training are not included.":
    "A cobertura conquista-se, não se garante: os honorários pagam o trabalho, não as publicações. A distribuição por agências noticiosas, os eventos e a formação de porta-vozes não estão incluídos.",
  "A spokesperson is available for interviews at short notice, and the client approves releases within two working days.":
    "Há um porta-voz disponível para entrevistas com pouca antecedência, e o cliente aprova os comunicados em dois dias úteis.",
  "No coverage lands in the first months": "Não surge cobertura nos primeiros meses",
  "Lead with the strongest news hook, offer exclusives to two or three target outlets, and use data or a customer story journalists can use.":
    "Comece pelo gancho noticioso mais forte, ofereça exclusivos a dois ou três meios-alvo e use dados ou um caso de cliente que os jornalistas possam aproveitar.",
  "A bigger news story or a crisis pushes the story out": "Uma notícia maior ou uma crise afasta a história",
  "Keep an evergreen angle ready and move announcements away from crowded news days.":
    "Tenha pronto um ângulo intemporal e afaste os anúncios dos dias com muita atualidade.",
  "Which media matter most: trade, local, national or international press, podcasts or analysts?":
    "Que meios importam mais: imprensa setorial, local, nacional ou internacional, podcasts ou analistas?",
  "What news is coming in the campaign's months (launches, data, funding, people), and who can speak for the company?":
    "Que novidades haverá nos meses da campanha (lançamentos, dados, financiamento, pessoas), e quem pode falar pela empresa?",
  "Do you need newswire distribution, media training or events? They are priced separately.":
    "Precisa de distribuição por agências noticiosas, formação de porta-vozes ou eventos? São orçamentados à parte.",
  "How will success be judged: coverage in named outlets, share of voice, links, or leads?":
    "Como será avaliado o sucesso: cobertura em meios concretos, quota de voz, links ou leads?",
  "Positioning, messaging and launch narrative": "Posicionamento, mensagens e narrativa do lançamento",
  "Launch plan and timeline across channels and press": "Plano e calendário do lançamento nos canais e na imprensa",
  "Launch landing page copy": "Textos da página de destino do lançamento",
  "Launch landing page design": "Design da página de destino do lançamento",
  "Launch video script": "Guião do vídeo de lançamento",
  "Launch video production and editing": "Produção e edição do vídeo de lançamento",
  "Launch press release": "Comunicado de imprensa do lançamento",
  "Press release approval and spokesperson briefing": "Aprovação do comunicado e briefing do porta-voz",
  "Press kit: fact sheet, images and demo access": "Kit de imprensa: ficha técnica, imagens e acesso à demonstração",
  "Media outreach and embargoed briefings": "Contacto com os meios e apresentações sob embargo",
  "The launch date slips because the product is not ready":
    "A data de lançamento derrapa porque o produto não está pronto",
  "Tie the press embargo and the flight start to a go/no-go date two weeks ahead, and keep assets date-free.":
    "Ligue o embargo de imprensa e o início da campanha a uma data de decisão duas semanas antes, e mantenha os materiais sem data.",
  "Launch plan: positioning, launch assets and press outreach are hours × role rates for {{place}}; the launch flight's media is turned into impressions, clicks and leads with published benchmarks (prices escalated to {{year}} by CPI-U) and is its own line, never mixed with fees: {{basis}} Media management is a share of spend with a floor of media-buying hours. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Plano de lançamento: o posicionamento, os materiais de lançamento e o contacto com a imprensa são horas × tarifas por função para {{place}}; os meios do período de lançamento transformam-se em impressões, cliques e leads com referências publicadas (preços atualizados para {{year}} pelo CPI-U) e são uma linha própria, nunca misturada com os honorários: {{basis}} A gestão de meios é uma percentagem do investimento com um mínimo de horas de compra de meios. A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente dão os intervalos.",
  "A product launch: positioning, a landing page, a launch video, a press release with media outreach, and a launch flight of {{weeks}} on {{channels}} with about {{media}} of media expected to bring about {{conversions}} leads; the agency's fees and production add {{fees}}.":
    "Um lançamento de produto: posicionamento, uma página de destino, um vídeo de lançamento, um comunicado com contacto com os meios e um período de lançamento de {{weeks}} em {{channels}} com cerca de {{media}} de meios que deverão trazer cerca de {{conversions}} leads; os honorários e a produção da agência somam {{fees}}.",
  "The product, its pricing and a demo or samples are ready for the press two weeks before launch; building the product page in the shop or app is not included.":
    "O produto, o preço e uma demonstração ou amostras estão prontos para a imprensa duas semanas antes do lançamento; criar a página do produto na loja ou na app não está incluído.",
  "Coverage is earned, not bought; newswire distribution and a launch event are not included.":
    "A cobertura conquista-se, não se compra; a distribuição por agências noticiosas e um evento de lançamento não estão incluídos.",
  "Launch strategy and positioning": "Estratégia e posicionamento do lançamento",
  "Launch assets, press and setup": "Materiais de lançamento, imprensa e configuração",
  "Launch flight": "Período de lançamento",
  "What is the launch date, and is it fixed? The press embargo and the flight are planned back from it.":
    "Qual é a data de lançamento, e é fixa? O embargo de imprensa e a campanha são planeados a partir dela, para trás.",
  "Which media and channels matter most for the launch: trade press, national press, search, social?":
    "Que meios e canais importam mais para o lançamento: imprensa setorial, imprensa nacional, pesquisa, redes sociais?",
  "What launch assets exist already (product photos, demo video, brand guidelines)?":
    "Que materiais de lançamento já existem (fotografias do produto, vídeo de demonstração, manual da marca)?",
  "Technical SEO audit: crawl, indexing, speed and structure of {{pages}} pages":
    "Auditoria técnica de SEO: rastreio, indexação, velocidade e estrutura de {{pages}} páginas",
  "Keyword research and competitor gap analysis": "Pesquisa de palavras-chave e análise de lacunas face à concorrência",
  "SEO strategy and six-month roadmap": "Estratégia de SEO e roteiro de seis meses",
  "Analytics and Search Console setup, baseline report":
    "Configuração do Analytics e da Search Console, relatório de partida",
  "Technical fixes and monitoring": "Correções técnicas e monitorização",
  "On-page optimisation (pages)": "Otimização on-page (páginas)",
  "SEO articles of about {{words}} words": "Artigos de SEO de cerca de {{words}} palavras",
  "Links earned through outreach and digital PR": "Links obtidos com contacto e RP digitais",
  "Monthly report and account management": "Relatório mensal e gestão da conta",
  "Onboarding: audit, keyword research and strategy": "Arranque: auditoria, pesquisa de palavras-chave e estratégia",
  "Retainer model: onboarding (technical audit, keyword research, analytics) once, then a monthly fee for set deliverables (technical fixes, on-page optimisation, articles, link earning, reporting) × the months it runs. Each deliverable is hours × role rates for {{place}}; the monthly volumes grow with how competitive the search is (×{{scale}} here). The fee is cross-checked against published retainer surveys. Contingency is the risk register's expected value; Beta-PERT three-point estimates and a seeded Monte Carlo simulation give the ranges.":
    "Modelo de avença: um arranque único (auditoria técnica, pesquisa de palavras-chave, analytics) e depois uma mensalidade por entregáveis definidos (correções técnicas, otimização on-page, artigos, obtenção de links, relatórios) × os meses de duração. Cada entregável são horas × tarifas por função para {{place}}; os volumes mensais crescem com a concorrência nas pesquisas (×{{scale}} aqui). A mensalidade é comparada com inquéritos publicados sobre avenças. A contingência é o valor esperado do registo de riscos; estimativas de três pontos Beta-PERT e uma simulação de Monte Carlo com semente dão os intervalos.",
  "An SEO retainer of {{months}} at about {{fee}} a month ({{articles}} articles, {{pages}} pages optimised and {{links}} links a month), after onboarding of about {{onboarding}}.":
    "Uma avença de SEO de {{months}} por cerca de {{fee}} por mês ({{articles}} artigos, {{pages}} páginas otimizadas e {{links}} links por mês), após um arranque de cerca de {{onboarding}}.",
  "Google expects SEO to take four months to a year to show results ({{source}}); a retainer of {{months}} may end before rankings move.":
    "A Google prevê que o SEO demore de quatro meses a um ano a dar resultados ({{source}}); uma avença de {{months}} pode acabar antes de as posições se moverem.",
  "The site is assumed to have about {{pages}} pages (none were stated); the audit grows with the number of pages.":
    "Supõe-se que o site tem cerca de {{pages}} páginas (nenhum número indicado); a auditoria cresce com o número de páginas.",
  "{{articles}} articles a month are assumed (none were stated).":
    "Supõem-se {{articles}} artigos por mês (nenhum número indicado).",
  "The monthly fee (about {{feeUsd}}) compares with {{low}}–{{high}} a month, the budget band SEO professionals most often work with ({{source}}).":
    "A mensalidade (cerca de {{feeUsd}}) compara-se com {{low}}–{{high}} por mês, o escalão de orçamento com que os profissionais de SEO mais trabalham ({{source}}).",
  "The client's developers implement technical fixes from the agency's tickets; development time is not included. Links are earned, not bought: Google's spam policies forbid paid links.":
    "Os programadores do cliente aplicam as correções técnicas a partir dos pedidos da agência; o tempo de desenvolvimento não está incluído. Os links conquistam-se, não se compram: as políticas de spam da Google proíbem links pagos.",
  "A search algorithm update moves rankings": "Uma atualização do algoritmo de pesquisa mexe nas posições",
  "Follow Google's Search Essentials, spread the work across technical fixes, content and links, and report any update's effect against the baseline.":
    "Siga as Search Essentials da Google, reparta o trabalho entre correções técnicas, conteúdos e links, e reporte o efeito de cada atualização face à situação de partida.",
  "How many pages does the site have, and on which platform is it built? It sizes the audit and the on-page work.":
    "Quantas páginas tem o site, e em que plataforma foi feito? Define a dimensão da auditoria e do trabalho on-page.",
  "Is the goal local (one city or area), national or international search, and which competitors rank now?":
    "O objetivo é a pesquisa local (uma cidade ou zona), nacional ou internacional, e que concorrentes aparecem agora?",
  "Who implements technical fixes on the site: your developers or the agency?":
    "Quem aplica as correções técnicas no site: os seus programadores ou a agência?",
  "Does the agency write the articles, or does your team write them with the agency's briefs and optimisation?":
    "É a agência que escreve os artigos, ou a sua equipa escreve-os com os briefings e a otimização da agência?",
  "Campaign strategy, audiences and media plan": "Estratégia da campanha, públicos e plano de meios",
  "Ad copy: {{count}} variants": "Textos dos anúncios: {{count}} variantes",
  "Static and carousel creative: {{count}} variants": "Criativos estáticos e carrosséis: {{count}} variantes",
  "Video production and editing: {{count}} videos": "Produção e edição de vídeo: {{count}} vídeos",
  "Campaign setup: accounts, audiences and ads built": "Configuração da campanha: contas, públicos e anúncios",
  "Tracking setup: pixels, conversion events and UTMs": "Configuração da medição: píxeis, eventos de conversão e UTM",
  "Reporting and insights: weekly results and a final report":
    "Relatórios e conclusões: resultados semanais e relatório final",
  "{{share}}% of media spend ({{source}})": "{{share}} % do investimento em meios ({{source}})",
  "floor: {{hours}} h of media buying per channel a week at {{rate}} an hour (above {{share}}% of media spend)":
    "mínimo: {{hours}} h de compra de meios por canal e por semana a {{rate}} à hora (acima de {{share}} % do investimento em meios)",
  "Media management fee: buying, bids and optimisation":
    "Honorários de gestão de meios: compra, licitações e otimização",
  week: "semana",
  "Creative underperforms and needs a second round": "Os criativos rendem pouco e precisam de uma segunda ronda",
  "Launch with several variants per channel, move budget to the winners weekly and keep a second round of creative in reserve.":
    "Lance com várias variantes por canal, passe o orçamento para as vencedoras todas as semanas e mantenha uma segunda ronda de criativos em reserva.",
  "Tracking or attribution gaps delay optimisation": "Falhas de medição ou de atribuição atrasam a otimização",
  "Install and test pixels, conversion API and UTM conventions before launch; reconcile platform and analytics figures in week one.":
    "Instale e teste os píxeis, a API de conversões e as convenções UTM antes do lançamento; concilie os números da plataforma e do analytics na primeira semana.",
  "Ad rejections or account restrictions": "Anúncios rejeitados ou contas restringidas",
  "Check creative against each platform's policies and verify the business accounts before launch.":
    "Verifique os criativos face às políticas de cada plataforma e valide as contas empresariais antes do lançamento.",
  "Auction prices rise (season, competition): fewer leads for the same spend":
    "Os preços dos leilões sobem (época, concorrência): menos leads com o mesmo investimento",
  "Avoid peak-season starts, cap bids and hold a tenth of the spend back to keep the lead forecast.":
    "Evite começar na época alta, limite as licitações e reserve um décimo do investimento para manter a previsão de leads.",
  "The stated spend is a cap: the forecast leads fall instead; cap bids and move spend to the cheapest channel per lead.":
    "O investimento indicado é um teto: são os leads previstos que descem; limite as licitações e leve o investimento para o canal com o lead mais barato.",
  "Google Search ads": "Anúncios na Pesquisa Google",
  "Instagram and Facebook ads": "Anúncios no Instagram e no Facebook",
  "LinkedIn ads": "Anúncios no LinkedIn",
  "TikTok ads": "Anúncios no TikTok",
  "YouTube video ads": "Anúncios de vídeo no YouTube",
  "Display network": "Rede de Display",
  "X (Twitter) ads": "Anúncios no X (Twitter)",
  "Influencer partnerships": "Parcerias com influenciadores",
  "Email campaigns": "Campanhas de email",
  "1 week": "1 semana",
  "{{count}} weeks": "{{count}} semanas",
  "A campaign of {{flight}} needs about {{around}} more for strategy, creative and reporting, so about {{total}} in all; the stated {{deadline}} is too short. Start preparing sooner, shorten the flight to {{room}}, or reuse existing creative to shorten production.":
    "Uma campanha de {{flight}} precisa de cerca de {{around}} a mais para estratégia, criativos e relatórios, ou seja, cerca de {{total}} no total; o prazo indicado de {{deadline}} é curto demais. Comece a preparar mais cedo, encurte a campanha para {{room}} ou reutilize criativos existentes para encurtar a produção.",
  "A campaign needs about {{around}} around its flight (strategy, creative and reporting), so {{deadline}} leaves no time to run it; allow at least {{least}}, or reuse existing creative to shorten production.":
    "Uma campanha precisa de cerca de {{around}} à volta do período de emissão (estratégia, criativos e relatórios), por isso {{deadline}} não deixam tempo para a executar; preveja pelo menos {{least}} ou reutilize criativos existentes para encurtar a produção.",
  "as stated": "conforme indicado",
  "what the stated time frame leaves after preparation and reporting":
    "o que o prazo indicado deixa depois da preparação e dos relatórios",
  "assumed: the request gave no length": "suposto: o pedido não indicou duração",
  "The stated {{deadline}} end before the campaign's stated {{flight}}: shorten the campaign to {{deadline}}, or agree that it runs past that date.":
    "As {{deadline}} indicadas terminam antes das {{flight}} indicadas da campanha: encurte a campanha para {{deadline}}, ou combine que ela continue depois dessa data.",
  "The campaign runs {{flight}}: its first {{before}} are strategy, creative production and setup, then {{run}} of media, with reporting at the end.":
    "A campanha dura {{flight}}: as primeiras {{before}} são de estratégia, produção criativa e configuração, depois {{run}} de mídia, com os relatórios no fim.",
  "The campaign runs {{flight}} ({{basis}}), after about {{before}} of strategy, creative production and setup, with reporting after it.":
    "A campanha dura {{flight}} ({{basis}}), após cerca de {{before}} de estratégia, produção criativa e configuração, com os relatórios depois.",
  "Is the stated {{budget}} the whole budget (agency fees and media), or the media spend alone? This estimate reads it as the whole budget.":
    "O montante indicado de {{budget}} é o orçamento total (honorários da agência e meios) ou só o investimento em meios? Esta estimativa lê-o como o orçamento total.",
  "the stated budget less the agency's fees": "o orçamento indicado menos os honorários da agência",
  "The stated budget of {{budget}} covers fees and media: the agency's fees, production and contingency ({{fees}}) come first, and the rest, {{media}}, is the media spend.":
    "O orçamento indicado de {{budget}} cobre honorários e meios: primeiro vêm os honorários, a produção e a contingência da agência ({{fees}}), e o resto, {{media}}, é o investimento em meios.",
  "smallest readable test: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel ({{source}})":
    "teste mínimo interpretável: {{conversions}} conversões por canal de leads ou {{clicks}} cliques por canal de alcance ({{source}})",
  "The stated budget of {{budget}} cannot fund a readable campaign on {{channels}}: after the agency's fees and production (about {{fees}}) only {{left}} would be left for media, below the smallest readable test ({{needed}}). This estimate prices the smallest campaign worth running instead: at least {{minimum}} in total, with {{media}} of media. Within {{budget}}, use fewer channels, reuse existing creative, or run the ads in-house ({{budget}} of media alone would bring about {{conversions}} conversions).":
    "O orçamento indicado de {{budget}} não permite uma campanha interpretável em {{channels}}: depois dos honorários e da produção da agência (cerca de {{fees}}) restariam apenas {{left}} para meios, abaixo do teste mínimo interpretável ({{needed}}). Esta estimativa orçamenta, em vez disso, a campanha mais pequena que compensa: pelo menos {{minimum}} no total, com {{media}} de meios. Com {{budget}}, use menos canais, reutilize criativos existentes ou gira os anúncios internamente ({{budget}} só em meios trariam cerca de {{conversions}} conversões).",
  "recommended (assumed): {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel every four weeks ({{source}})":
    "recomendado (suposto): {{conversions}} conversões por canal de leads ou {{clicks}} cliques por canal de alcance a cada quatro semanas ({{source}})",
  "No media spend was stated: {{media}} is recommended (an assumption), enough for about {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel in every four weeks of flight ({{source}}).":
    "Não foi indicado investimento em meios: recomendam-se {{media}} (um pressuposto), o suficiente para cerca de {{conversions}} conversões por canal de leads ou {{clicks}} cliques por canal de alcance em cada quatro semanas de campanha ({{source}}).",
  "What media spend do you have in mind? This estimate recommends {{media}}; a stated figure is priced exactly as given.":
    "Que investimento em meios tem em mente? Esta estimativa recomenda {{media}}; um valor indicado é orçamentado exatamente como for dado.",
  "Media spend: {{channel}}": "Investimento em meios: {{channel}}",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Put it on fewer channels ({{best}} alone needs at least {{bestNeeded}}) or raise the media to at least {{needed}}; the agency's fees ({{fees}}) come on top.":
    "Os {{media}} de meios indicados ficam abaixo do teste mínimo interpretável em {{channels}} ({{needed}}: {{conversions}} conversões por canal de leads ou {{clicks}} cliques por canal de alcance, {{source}}). Concentre-os em menos canais ({{best}} sozinho precisa de pelo menos {{bestNeeded}}) ou aumente os meios para pelo menos {{needed}}; os honorários da agência ({{fees}}) acrescem.",
  "The stated {{media}} of media is below the smallest readable test on {{channels}} ({{needed}}: {{conversions}} conversions per lead channel or {{clicks}} clicks per reach channel, {{source}}). Raise the media to at least {{needed}} or use a channel with cheaper results; the agency's fees ({{fees}}) come on top.":
    "Os {{media}} de meios indicados ficam abaixo do teste mínimo interpretável em {{channels}} ({{needed}}: {{conversions}} conversões por canal de leads ou {{clicks}} cliques por canal de alcance, {{source}}). Aumente os meios para pelo menos {{needed}} ou use um canal com resultados mais baratos; os honorários da agência ({{fees}}) acrescem.",
  "No spend was stated for {{channels}}, so none is priced there.":
    "Não foi indicado investimento para {{channels}}, por isso nada é orçamentado aí.",
  "The stated {{media}} of media is priced exactly as given, as its own line; the agency's fees, production and contingency ({{fees}}) are separate lines on top.":
    "Os {{media}} de meios indicados são orçamentados exatamente como foram dados, numa linha própria; os honorários, a produção e a contingência da agência ({{fees}}) são linhas à parte.",
  "the stated media is priced exactly as given.": "os meios indicados são orçamentados exatamente como foram dados.",
  "the stated budget pays the fees first and the rest is media.":
    "o orçamento indicado paga primeiro os honorários e o resto são meios.",
  "the stated budget is below the smallest readable test, so the smallest campaign worth running is priced.":
    "o orçamento indicado fica abaixo do teste mínimo interpretável, por isso orçamenta-se a campanha mais pequena que compensa.",
  "no media was stated, so a spend is recommended (an assumption).":
    "não foram indicados meios, por isso recomenda-se um investimento (um pressuposto).",
  "{{channel}}: {{spend}} buys about {{impressions}} impressions, {{clicks}} clicks and {{leads}} leads ({{cpl}} per lead) at {{sources}}.":
    "{{channel}}: {{spend}} compram cerca de {{impressions}} impressões, {{clicks}} cliques e {{leads}} leads ({{cpl}} por lead) segundo {{sources}}.",
  "1 month": "1 mês",
  "{{count}} months": "{{count}} meses",
  "A retainer of {{months}} runs about {{weeks}} weeks; the stated time frame of {{deadline}} weeks is shorter. Shorten the retainer to {{fit}}, or agree that it runs past that date.":
    "Uma avença de {{months}} dura cerca de {{weeks}} semanas; o prazo indicado de {{deadline}} semanas é mais curto. Encurte a avença para {{fit}} ou acorde que continue depois dessa data.",
  "{{deliverable}}, {{count}} a month × {{months}} ({{role}})":
    "{{deliverable}}, {{count}} por mês × {{months}} ({{role}})",
  "Retainer delivery: {{months}}": "Execução da avença: {{months}}",
  "The stated {{budget}} a month is compared with the retainer's monthly fee of about {{fee}}; over {{months}} the retainer comes to about {{total}}.":
    "Os {{budget}} por mês indicados comparam-se com a mensalidade da avença, de cerca de {{fee}}; em {{months}} a avença chega a cerca de {{total}}.",
  "The stated budget of {{budget}} pays for about {{affordable}} of this retainer at about {{fee}} a month.":
    "O orçamento indicado de {{budget}} paga cerca de {{affordable}} desta avença a cerca de {{fee}} por mês.",
  "Approvals and access on the client side slow delivery":
    "As aprovações e os acessos do lado do cliente atrasam a entrega",
  "Agree a named approver, a 48-hour review window and access to the systems needed before the first month.":
    "Acorde um aprovador designado, um prazo de revisão de 48 horas e o acesso aos sistemas necessários antes do primeiro mês.",
  "Scope creeps beyond the monthly deliverables": "O âmbito cresce para lá dos entregáveis mensais",
  "Keep a monthly plan against the retainer's deliverables and price extra work separately.":
    "Mantenha um plano mensal face aos entregáveis da avença e orçamente à parte o trabalho adicional.",
  "the stated time frame": "o prazo indicado",
  "The retainer runs {{months}} ({{basis}}), its first {{weeks}} weeks onboarding; the monthly fee of about {{fee}} × {{months}} is {{retainer}}.":
    "A avença dura {{months}} ({{basis}}), com o arranque nas primeiras {{weeks}} semanas; a mensalidade de cerca de {{fee}} × {{months}} soma {{retainer}}.",
  "Marketing strategist": "Estratega de marketing",
  "Media buyer": "Comprador de meios",
  Copywriter: "Redator publicitário",
  "Graphic designer": "Designer gráfico",
  "Video producer": "Produtor de vídeo",
  "SEO specialist": "Especialista em SEO",
  "Marketing analyst": "Analista de marketing",
  "PR manager": "Gestor de RP",
  "PR specialist": "Especialista em RP",
  "Influencer marketing manager": "Gestor de marketing de influência",
  "{{wage}} ÷ 2,080 h × {{multiplier}} ({{multiplierSource}}), CPI-U to {{year}}, location factor {{factor}} ({{place}})":
    "{{wage}} ÷ 2080 h × {{multiplier}} ({{multiplierSource}}), CPI-U até {{year}}, fator de localização {{factor}} ({{place}})",
};
