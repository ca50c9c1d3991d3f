// The team roster's texts in Turkish (roster.en.ts).
export default {
  roster: {
    heading: 'Kadro',
    description: 'Rotasyonları ve maçları birlikte planladığınız oyuncular. Her rotasyon kendi kopyasını tutar, böylece eski maçlar doğru kalır.',
    empty: 'Henüz oyuncu yok. İlkini aşağıdan ekleyin.',
    name: 'Ad',
    number: 'Numara',
    numberHint: 'Formadaki gibi: “0” ile “00” farklıdır',
    positions: 'Pozisyonlar',
    active: 'Aktif',
    activeFor: '{{name}} aktif',
    inactive: 'Pasif',
    add: 'Oyuncu ekle',
    remove: 'Kadrodan çıkar: {{name}}',
    positionOf: '{{short}} ({{position}}), oyuncu: {{name}}',
    positionNew: '{{short}} ({{position}})',
    position: { '1': 'Oyun Kurucu', '2': 'Şutör Guard', '3': 'Kısa Forvet', '4': 'Uzun Forvet', '5': 'Pivot' },
    short: { '1': 'OK', '2': 'ŞG', '3': 'KF', '4': 'UF', '5': 'P' },
    notSynced: 'Eşitlenmedi',
    failed: 'Kadro değiştirilemedi: {{error}}',
  },
};
