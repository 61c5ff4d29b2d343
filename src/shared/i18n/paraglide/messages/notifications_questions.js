import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_QuestionsInputs */

const en_notifications_questions = /** @type {(inputs: Notifications_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions? Just reply to this e-mail.`)
};

/**
* | output |
* | --- |
* | "Questions? Just reply to this e-mail." |
*
* @param {Notifications_QuestionsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const notifications_questions = /** @type {((inputs?: Notifications_QuestionsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_QuestionsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_notifications_questions(inputs)
});
export { notifications_questions as "notifications.questions" }