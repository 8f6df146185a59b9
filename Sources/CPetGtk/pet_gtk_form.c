/* pet_gtk_form.c — the "Ask to adopt" dialog: one labelled widget per field, the error shown
 * next to each, a status line, and Send and Cancel.
 *
 * The form holds no rules: Swift's InquiryFormViewModel decides every text, which errors show,
 * whether Send is enabled and whether the landlord's consent is asked. The dialog only reports
 * what the person types and picks (a field number), and draws what it is told. Every text goes
 * to gtk_label_set_text, gtk_button_set_label or gtk_widget_set_tooltip_text: never markup.
 */
#include "pet_gtk_private.h"

#define FIELD_KEY "pet-gtk-form-field"

struct _PetGtkForm {
  GtkWidget    *dialog; /* our reference; destroyed by pet_gtk_form_free */
  GtkWidget    *grid;
  GtkWidget    *send_button;
  GtkWidget    *close_button;
  GtkWidget    *status;
  GtkWidget    *captions[PET_GTK_FORM_N_FIELDS]; /* NULL for the check box, its own label */
  GtkWidget    *inputs[PET_GTK_FORM_N_FIELDS];   /* entry, text view, check, or first radio */
  GtkWidget    *rows[PET_GTK_FORM_N_FIELDS];     /* what is shown or hidden with the field */
  GtkWidget    *seconds[PET_GTK_FORM_N_FIELDS];  /* the second radio ("No", "Rent") */
  GtkWidget    *unset[PET_GTK_FORM_N_FIELDS];    /* a hidden radio: active until answered */
  GtkWidget    *messages[PET_GTK_FORM_N_FIELDS];
  gboolean      has_message[PET_GTK_FORM_N_FIELDS];
  /* Freed after the dialog is destroyed, since its widgets may call them until then. */
  SwiftClosure *changed;
  SwiftClosure *left;
  SwiftClosure *send;
  SwiftClosure *closed;
};

static gboolean
field_is_valid (PetGtkFormField field)
{
  return field >= 0 && field < PET_GTK_FORM_N_FIELDS;
}

static gboolean
field_is_text (PetGtkFormField field)
{
  return field == PET_GTK_FORM_NAME || field == PET_GTK_FORM_EMAIL || field == PET_GTK_FORM_PHONE
         || field == PET_GTK_FORM_OTHER_PETS || field == PET_GTK_FORM_MESSAGE;
}

static void
call_index (SwiftClosure *closure,
            gint          index)
{
  if (closure != NULL)
    ((PetGtkIndexCallback) closure->callback) (index, closure->user_data);
}

static void
call_void (SwiftClosure *closure)
{
  if (closure != NULL)
    ((PetGtkCallback) closure->callback) (closure->user_data);
}

/* ---- Signals ---------------------------------------------------------------------------- */

static void
entry_changed_cb (GtkEditable *editable,
                  gpointer     user_data)
{
  PetGtkForm *self = user_data;

  call_index (self->changed, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (editable), FIELD_KEY)));
}

static void
buffer_changed_cb (GtkTextBuffer *buffer,
                   gpointer       user_data)
{
  PetGtkForm *self = user_data;

  call_index (self->changed, PET_GTK_FORM_MESSAGE);
}

static void
toggled_cb (GtkToggleButton *button,
            gpointer         user_data)
{
  PetGtkForm *self = user_data;
  gint field = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), FIELD_KEY));

  /* A radio group toggles twice per choice (off, then on): report the one turned on. */
  if (GTK_IS_RADIO_BUTTON (button) && !gtk_toggle_button_get_active (button))
    return;
  call_index (self->changed, field);
}

static gboolean
focus_out_cb (GtkWidget     *widget,
              GdkEventFocus *event,
              gpointer       user_data)
{
  PetGtkForm *self = user_data;

  call_index (self->left, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), FIELD_KEY)));
  return GDK_EVENT_PROPAGATE;
}

static void
response_cb (GtkDialog *dialog,
             gint       response,
             gpointer   user_data)
{
  PetGtkForm *self = user_data;

  if (response == GTK_RESPONSE_OK)
    call_void (self->send);
  else
    call_void (self->closed);
}

/* ---- Construction ----------------------------------------------------------------------- */

static GtkWidget *
caption_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_label_set_yalign (GTK_LABEL (label), 0.5);
  gtk_label_set_line_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 22);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_style_context_add_class (gtk_widget_get_style_context (label), "dim-label");
  return label;
}

static GtkWidget *
message_new (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_line_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_no_show_all (label, TRUE);
  gtk_style_context_add_class (gtk_widget_get_style_context (label), "error");
  gtk_style_context_add_class (gtk_widget_get_style_context (label), "field-error");
  return label;
}

static GtkWidget *
entry_new (PetGtkForm     *self,
           PetGtkFormField field,
           GtkInputPurpose purpose)
{
  GtkWidget *entry = gtk_entry_new ();

  gtk_entry_set_width_chars (GTK_ENTRY (entry), 32);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), purpose);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_widget_set_hexpand (entry, TRUE);
  g_signal_connect (entry, "changed", G_CALLBACK (entry_changed_cb), self);
  return entry;
}

/* "( ) Yes  ( ) No", with a hidden third radio that is active until the person answers. */
static GtkWidget *
choice_new (PetGtkForm     *self,
            PetGtkFormField field,
            const char     *first,
            const char     *second)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);

  self->unset[field] = gtk_radio_button_new (NULL);
  gtk_widget_set_no_show_all (self->unset[field], TRUE);
  self->inputs[field] = gtk_radio_button_new_with_mnemonic_from_widget (
      GTK_RADIO_BUTTON (self->unset[field]), first);
  self->seconds[field] = gtk_radio_button_new_with_mnemonic_from_widget (
      GTK_RADIO_BUTTON (self->unset[field]), second);
  gtk_box_pack_start (GTK_BOX (box), self->unset[field], FALSE, FALSE, 0);
  gtk_box_pack_start (GTK_BOX (box), self->inputs[field], FALSE, FALSE, 0);
  gtk_box_pack_start (GTK_BOX (box), self->seconds[field], FALSE, FALSE, 0);
  g_object_set_data (G_OBJECT (self->seconds[field]), FIELD_KEY, GINT_TO_POINTER (field));
  g_signal_connect (self->inputs[field], "toggled", G_CALLBACK (toggled_cb), self);
  g_signal_connect (self->seconds[field], "toggled", G_CALLBACK (toggled_cb), self);
  return box;
}

/* Puts field `field` on grid rows 2×field (the caption and its widget) and 2×field + 1 (its
 * error), and ties the caption and the error to the widget for screen readers. */
static void
attach_field (PetGtkForm     *self,
              PetGtkFormField field,
              GtkWidget      *row)
{
  GtkGrid *grid = GTK_GRID (self->grid);
  GtkWidget *input = self->inputs[field];
  AtkObject *input_accessible, *message_accessible;

  if (self->inputs[field] == NULL)
    self->inputs[field] = input = row;
  g_object_set_data (G_OBJECT (input), FIELD_KEY, GINT_TO_POINTER (field));
  self->rows[field] = row;
  self->messages[field] = message_new ();
  if (field != PET_GTK_FORM_LANDLORD_CONSENT)
    {
      self->captions[field] = caption_new ();
      gtk_label_set_mnemonic_widget (GTK_LABEL (self->captions[field]), input);
      if (field == PET_GTK_FORM_MESSAGE)
        {
          gtk_label_set_yalign (GTK_LABEL (self->captions[field]), 0.0);
          g_object_set (self->captions[field], "margin-top", 6, NULL);
        }
      gtk_grid_attach (grid, self->captions[field], 0, 2 * field, 1, 1);
    }
  gtk_grid_attach (grid, row, 1, 2 * field, 1, 1);
  gtk_grid_attach (grid, self->messages[field], 1, 2 * field + 1, 1, 1);

  input_accessible = gtk_widget_get_accessible (input);
  message_accessible = gtk_widget_get_accessible (self->messages[field]);
  atk_object_add_relationship (input_accessible, ATK_RELATION_DESCRIBED_BY, message_accessible);
  atk_object_add_relationship (message_accessible, ATK_RELATION_DESCRIPTION_FOR, input_accessible);
}

PetGtkForm *
pet_gtk_form_new (PetGtkWindow *parent)
{
  PetGtkForm *self = g_new0 (PetGtkForm, 1);
  GtkWidget *content, *scrolled, *text_view;
  gint field;

  /* g_object_new is variadic: the header bar must be chosen at construction. */
  self->dialog = g_object_new (GTK_TYPE_DIALOG, "use-header-bar", TRUE, "modal", TRUE,
                               "destroy-with-parent", TRUE, "resizable", FALSE, NULL);
  g_object_ref_sink (self->dialog);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (self->dialog), pet_gtk_window_get_toplevel (parent));
  gtk_style_context_add_class (gtk_widget_get_style_context (self->dialog), "adoption-form");
  self->close_button = gtk_dialog_add_button (GTK_DIALOG (self->dialog), "Cancel",
                                              GTK_RESPONSE_CANCEL);
  self->send_button = gtk_dialog_add_button (GTK_DIALOG (self->dialog), "Send", GTK_RESPONSE_OK);
  gtk_button_set_use_underline (GTK_BUTTON (self->close_button), FALSE);
  gtk_button_set_use_underline (GTK_BUTTON (self->send_button), FALSE);
  gtk_style_context_add_class (gtk_widget_get_style_context (self->send_button),
                               GTK_STYLE_CLASS_SUGGESTED_ACTION);
  gtk_dialog_set_default_response (GTK_DIALOG (self->dialog), GTK_RESPONSE_OK);
  gtk_dialog_set_response_sensitive (GTK_DIALOG (self->dialog), GTK_RESPONSE_OK, FALSE);
  g_signal_connect (self->dialog, "response", G_CALLBACK (response_cb), self);
  /* Closing (Escape, the title bar) is a response; Swift decides when the dialog goes. */
  g_signal_connect (self->dialog, "delete-event", G_CALLBACK (gtk_widget_hide_on_delete), NULL);

  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 4);
  g_object_set (self->grid, "margin", 18, NULL);

  attach_field (self, PET_GTK_FORM_NAME,
                entry_new (self, PET_GTK_FORM_NAME, GTK_INPUT_PURPOSE_NAME));
  attach_field (self, PET_GTK_FORM_EMAIL,
                entry_new (self, PET_GTK_FORM_EMAIL, GTK_INPUT_PURPOSE_EMAIL));
  attach_field (self, PET_GTK_FORM_PHONE,
                entry_new (self, PET_GTK_FORM_PHONE, GTK_INPUT_PURPOSE_PHONE));
  attach_field (self, PET_GTK_FORM_CHILDREN,
                choice_new (self, PET_GTK_FORM_CHILDREN, "_Yes", "_No"));
  attach_field (self, PET_GTK_FORM_OTHER_PETS,
                entry_new (self, PET_GTK_FORM_OTHER_PETS, GTK_INPUT_PURPOSE_FREE_FORM));
  attach_field (self, PET_GTK_FORM_HOUSING,
                choice_new (self, PET_GTK_FORM_HOUSING, "I _own it", "I _rent it"));

  self->inputs[PET_GTK_FORM_LANDLORD_CONSENT] = gtk_check_button_new ();
  g_signal_connect (self->inputs[PET_GTK_FORM_LANDLORD_CONSENT], "toggled",
                    G_CALLBACK (toggled_cb), self);
  attach_field (self, PET_GTK_FORM_LANDLORD_CONSENT, self->inputs[PET_GTK_FORM_LANDLORD_CONSENT]);

  text_view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (text_view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (text_view), FALSE);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (text_view), 6);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (text_view), 6);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (text_view), 4);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (text_view), 4);
  g_signal_connect (gtk_text_view_get_buffer (GTK_TEXT_VIEW (text_view)), "changed",
                    G_CALLBACK (buffer_changed_cb), self);
  self->inputs[PET_GTK_FORM_MESSAGE] = text_view;
  scrolled = gtk_scrolled_window_new (NULL, NULL);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_shadow_type (GTK_SCROLLED_WINDOW (scrolled), GTK_SHADOW_IN);
  gtk_widget_set_size_request (scrolled, -1, 110);
  gtk_container_add (GTK_CONTAINER (scrolled), text_view);
  attach_field (self, PET_GTK_FORM_MESSAGE, scrolled);

  for (field = 0; field < PET_GTK_FORM_N_FIELDS; field++)
    if (field_is_text (field))
      g_signal_connect (self->inputs[field], "focus-out-event", G_CALLBACK (focus_out_cb), self);

  self->status = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0.0);
  gtk_label_set_line_wrap (GTK_LABEL (self->status), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->status), 50);
  gtk_label_set_selectable (GTK_LABEL (self->status), TRUE);
  gtk_widget_set_no_show_all (self->status, TRUE);
  gtk_style_context_add_class (gtk_widget_get_style_context (self->status), "form-status");
  g_object_set (self->status, "margin-top", 8, NULL);
  gtk_grid_attach (GTK_GRID (self->grid), self->status, 0, 2 * PET_GTK_FORM_N_FIELDS, 2, 1);

  content = gtk_dialog_get_content_area (GTK_DIALOG (self->dialog));
  gtk_box_pack_start (GTK_BOX (content), self->grid, TRUE, TRUE, 0);
  gtk_widget_show_all (self->grid);
  return self;
}

void
pet_gtk_form_free (PetGtkForm *self)
{
  if (self == NULL)
    return;
  gtk_widget_destroy (self->dialog);
  g_clear_object (&self->dialog);
  g_clear_pointer (&self->changed, swift_closure_free);
  g_clear_pointer (&self->left, swift_closure_free);
  g_clear_pointer (&self->send, swift_closure_free);
  g_clear_pointer (&self->closed, swift_closure_free);
  g_free (self);
}

void
pet_gtk_form_present (PetGtkForm *self)
{
  gtk_window_present (GTK_WINDOW (self->dialog));
  gtk_widget_grab_focus (self->inputs[PET_GTK_FORM_NAME]);
}

/* ---- Drawing what Swift says -------------------------------------------------------------- */

void
pet_gtk_form_set_title (PetGtkForm *self,
                        const char *title)
{
  gtk_window_set_title (GTK_WINDOW (self->dialog), title != NULL ? title : "");
}

void
pet_gtk_form_set_label (PetGtkForm     *self,
                        PetGtkFormField field,
                        const char     *text)
{
  g_return_if_fail (field_is_valid (field));

  if (self->captions[field] != NULL)
    gtk_label_set_text (GTK_LABEL (self->captions[field]), text != NULL ? text : "");
  else
    gtk_button_set_label (GTK_BUTTON (self->inputs[field]), text != NULL ? text : "");
}

static void
message_update_visible (PetGtkForm     *self,
                        PetGtkFormField field)
{
  gtk_widget_set_visible (self->messages[field],
                          self->has_message[field] && gtk_widget_get_visible (self->rows[field]));
}

void
pet_gtk_form_set_message (PetGtkForm     *self,
                          PetGtkFormField field,
                          const char     *text)
{
  g_return_if_fail (field_is_valid (field));

  self->has_message[field] = text != NULL;
  gtk_label_set_text (GTK_LABEL (self->messages[field]), text != NULL ? text : "");
  message_update_visible (self, field);
}

const char *
pet_gtk_form_get_message (PetGtkForm     *self,
                          PetGtkFormField field)
{
  g_return_val_if_fail (field_is_valid (field), NULL);

  if (!gtk_widget_get_visible (self->messages[field]))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->messages[field]));
}

void
pet_gtk_form_set_field_visible (PetGtkForm     *self,
                                PetGtkFormField field,
                                bool            visible)
{
  g_return_if_fail (field_is_valid (field));

  gtk_widget_set_visible (self->rows[field], visible);
  if (self->captions[field] != NULL)
    gtk_widget_set_visible (self->captions[field], visible);
  message_update_visible (self, field);
}

bool
pet_gtk_form_get_field_visible (PetGtkForm     *self,
                                PetGtkFormField field)
{
  g_return_val_if_fail (field_is_valid (field), FALSE);

  return gtk_widget_get_visible (self->rows[field]);
}

void
pet_gtk_form_set_editable (PetGtkForm *self,
                           bool        editable)
{
  gint field;

  for (field = 0; field < PET_GTK_FORM_N_FIELDS; field++)
    gtk_widget_set_sensitive (self->rows[field], editable);
}

void
pet_gtk_form_set_buttons (PetGtkForm *self,
                          const char *send_text,
                          bool        send_sensitive,
                          const char *close_text)
{
  gtk_button_set_label (GTK_BUTTON (self->send_button), send_text != NULL ? send_text : "");
  gtk_dialog_set_response_sensitive (GTK_DIALOG (self->dialog), GTK_RESPONSE_OK, send_sensitive);
  gtk_button_set_label (GTK_BUTTON (self->close_button), close_text != NULL ? close_text : "");
}

bool
pet_gtk_form_get_send_sensitive (PetGtkForm *self)
{
  return gtk_widget_get_sensitive (self->send_button);
}

void
pet_gtk_form_set_status (PetGtkForm *self,
                         const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->status), text != NULL ? text : "");
  gtk_widget_set_visible (self->status, text != NULL);
}

const char *
pet_gtk_form_get_status (PetGtkForm *self)
{
  if (!gtk_widget_get_visible (self->status))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (self->status));
}

/* ---- Reading what the person entered ------------------------------------------------------ */

char *
pet_gtk_form_dup_text (PetGtkForm     *self,
                       PetGtkFormField field)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  g_return_val_if_fail (field_is_text (field), NULL);

  if (field != PET_GTK_FORM_MESSAGE)
    return g_strdup (gtk_entry_get_text (GTK_ENTRY (self->inputs[field])));
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->inputs[field]));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

int32_t
pet_gtk_form_get_choice (PetGtkForm     *self,
                         PetGtkFormField field)
{
  g_return_val_if_fail (field_is_valid (field) && !field_is_text (field), -1);

  if (field == PET_GTK_FORM_LANDLORD_CONSENT)
    return gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->inputs[field])) ? 1 : 0;
  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->inputs[field])))
    return 0;
  if (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->seconds[field])))
    return 1;
  return -1;
}

/* ---- Swift's callbacks ---------------------------------------------------------------------- */

void
pet_gtk_form_connect_changed (PetGtkForm         *self,
                              PetGtkIndexCallback callback,
                              void               *user_data,
                              PetGtkDestroyNotify destroy)
{
  g_clear_pointer (&self->changed, swift_closure_free);
  self->changed = swift_closure_new (callback, user_data, destroy, NULL);
}

void
pet_gtk_form_connect_left (PetGtkForm         *self,
                           PetGtkIndexCallback callback,
                           void               *user_data,
                           PetGtkDestroyNotify destroy)
{
  g_clear_pointer (&self->left, swift_closure_free);
  self->left = swift_closure_new (callback, user_data, destroy, NULL);
}

void
pet_gtk_form_connect_send (PetGtkForm         *self,
                           PetGtkCallback      callback,
                           void               *user_data,
                           PetGtkDestroyNotify destroy)
{
  g_clear_pointer (&self->send, swift_closure_free);
  self->send = swift_closure_new (callback, user_data, destroy, NULL);
}

void
pet_gtk_form_connect_closed (PetGtkForm         *self,
                             PetGtkCallback      callback,
                             void               *user_data,
                             PetGtkDestroyNotify destroy)
{
  g_clear_pointer (&self->closed, swift_closure_free);
  self->closed = swift_closure_new (callback, user_data, destroy, NULL);
}

/* ---- Drivers (tests) ------------------------------------------------------------------------ */

void
pet_gtk_form_set_text (PetGtkForm     *self,
                       PetGtkFormField field,
                       const char     *text)
{
  g_return_if_fail (field_is_text (field));

  if (field == PET_GTK_FORM_MESSAGE)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->inputs[field])),
                              text != NULL ? text : "", -1);
  else
    gtk_entry_set_text (GTK_ENTRY (self->inputs[field]), text != NULL ? text : "");
}

void
pet_gtk_form_set_choice (PetGtkForm     *self,
                         PetGtkFormField field,
                         int32_t         choice)
{
  GtkWidget *button;

  g_return_if_fail (field_is_valid (field) && !field_is_text (field));

  if (field == PET_GTK_FORM_LANDLORD_CONSENT)
    button = self->inputs[field];
  else
    button = choice == 0 ? self->inputs[field] : choice == 1 ? self->seconds[field]
                                                             : self->unset[field];
  if (field == PET_GTK_FORM_LANDLORD_CONSENT)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), choice == 1);
  else
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
}

void
pet_gtk_form_leave_field (PetGtkForm     *self,
                          PetGtkFormField field)
{
  GdkEvent *event;

  g_return_if_fail (field_is_text (field));

  /* What GtkWindow sends when the focus moves on: a focus-change event with in = FALSE. */
  event = gdk_event_new (GDK_FOCUS_CHANGE);
  event->focus_change.in = FALSE;
  event->focus_change.send_event = TRUE;
  if (gtk_widget_get_window (self->inputs[field]) != NULL)
    event->focus_change.window = g_object_ref (gtk_widget_get_window (self->inputs[field]));
  gtk_widget_send_focus_change (self->inputs[field], event);
  gdk_event_free (event);
}

void
pet_gtk_form_click_send (PetGtkForm *self)
{
  /* A person cannot click an insensitive button; neither can a test. */
  if (gtk_widget_is_sensitive (self->send_button))
    gtk_button_clicked (GTK_BUTTON (self->send_button));
}

bool
pet_gtk_form_save_png (PetGtkForm *self,
                       const char *path,
                       char      **error)
{
  return pet_gtk_save_widget_png (self->dialog, path, NULL, NULL, error);
}
