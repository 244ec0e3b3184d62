/**
 * The privacy policy a store publishes until the merchant writes theirs (issue 22 point 6): what
 * Saudi Arabia's Personal Data Protection Law asks a controller to tell people. It names no period:
 * the page shows the retention the merchant set above the text, so the two never disagree.
 */
export const DEFAULT_PRIVACY_POLICY = {
  en: [
    'We collect what we need to sell and deliver your order: your name, mobile number, email address and delivery address, what you ordered and how you paid. When you create an account we also keep your saved addresses, your wishlist and the choices you make about our messages. We do not collect card numbers: payments are taken by the payment company you choose.',
    'We use these details to take, deliver and support your order, to issue the tax invoice the law requires, to sign you in with a one-time code, and, only if you agreed, to send you offers by email, SMS or WhatsApp. You can withdraw any agreement at any time from your account.',
    'We share only what each service needs: the payment company (to take the payment), the delivery company (your name, phone and address), our SMS and email providers (to send your codes and messages), and the Zakat, Tax and Customs Authority (the tax invoice). We do not sell your data.',
    'You have the right to know what we hold about you, to receive a copy, to correct it, and to ask us to delete it. From your account you can download your data and delete your account. When you delete it, we erase your personal details; orders and tax invoices are kept, without your contact details, for the period shown above, as the tax law requires.',
    'If you have a question or a complaint about your data, contact us using the details on this site. You may also complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).',
  ].join('\n\n'),
  ar: [
    'نجمع ما نحتاج إليه لبيع طلبك وتوصيله: اسمك ورقم جوالك وبريدك الإلكتروني وعنوان التوصيل، وما طلبته وطريقة الدفع. وعند إنشاء حساب نحتفظ أيضًا بعناوينك المحفوظة وقائمة أمنياتك واختياراتك بشأن رسائلنا. لا نجمع أرقام البطاقات، فالدفع تتولاه شركة الدفع التي تختارها.',
    'نستخدم هذه البيانات لاستلام طلبك وتوصيله وخدمتك، ولإصدار الفاتورة الضريبية التي يوجبها النظام، ولتسجيل دخولك برمز لمرة واحدة، ولإرسال العروض إليك بالبريد أو الرسائل النصية أو واتساب إن وافقت على ذلك فقط. ويمكنك سحب أي موافقة في أي وقت من حسابك.',
    'لا نشارك إلا ما تحتاج إليه كل خدمة: شركة الدفع (لتحصيل المبلغ)، وشركة التوصيل (اسمك وجوالك وعنوانك)، ومزوّدا الرسائل النصية والبريد (لإرسال الرموز والرسائل)، وهيئة الزكاة والضريبة والجمارك (الفاتورة الضريبية). ولا نبيع بياناتك.',
    'لك الحق في معرفة ما نحتفظ به عنك، والحصول على نسخة منه، وتصحيحه، وطلب حذفه. ومن حسابك يمكنك تنزيل بياناتك وحذف حسابك. وعند الحذف نمحو بياناتك الشخصية، وتُحفظ الطلبات والفواتير الضريبية دون بيانات التواصل معك للمدة الموضحة أعلاه كما يوجب نظام الضريبة.',
    'إن كان لديك سؤال أو شكوى بشأن بياناتك فتواصل معنا عبر البيانات المذكورة في هذا الموقع، ويحق لك أيضًا تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).',
  ].join('\n\n'),
};
